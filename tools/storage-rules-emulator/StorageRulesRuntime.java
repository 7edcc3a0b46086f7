// Our own "storage rules runtime" for the firebase-tools Storage emulator.
//
// Why it exists: firebase-tools evaluates storage.rules through a runtime jar it downloads
// (cloud-storage-rules-runtime), which cannot be downloaded on our machines. The preinstalled
// Firestore emulator jar contains the same Firebase rules engine (firebase.storage service
// included), so this small program, compiled against that jar, takes the downloaded runtime's
// place through STORAGE_EMULATOR_BINARY_PATH (scripts/lib/emulator-jars.mjs builds it).
//
// Protocol (firebase-tools 14.27.0, lib/emulator/storage/rules/runtime.js): one JSON object per
// line on stdin and stdout. Ready line first; then requests "load_ruleset" and "verify" each
// answered once with the same id. While a verify runs, firestore.get()/exists() become
// "fetch_firestore_document" server requests (server_request_id = the verify's id) that
// firebase-tools answers with a line carrying that id and no "action".
//
// Compile: javac -proc:none -cp <cloud-firestore-emulator.jar> StorageRulesRuntime.java
// (-proc:none because that jar names an annotation processor it does not contain).

import com.google.common.collect.ImmutableList;
import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.runtime.common.AsyncRuntimeFunction;
import com.google.firebase.rules.runtime.common.EvaluationException;
import com.google.firebase.rules.runtime.common.EvaluationRestrictions;
import com.google.firebase.rules.runtime.common.EvaluationResult;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.utils.ExpressionValueUtils;
import com.google.firebase.rules.runtime.v1.ExecutionRequest;
import com.google.firebase.rules.runtime.v1.ExecutionResponse;
import com.google.firebase.rules.runtime.v1.ExpressionListValue;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.protobuf.ByteString;
import com.google.protobuf.NullValue;
import com.google.protobuf.util.JsonFormat;
import com.google.protobuf.util.Timestamps;
import com.google.type.LatLng;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.logging.LogManager;

public final class StorageRulesRuntime {
  // Should firebase-tools never answer a fetch, deny after this rather than hang the upload.
  private static final Duration FETCH_TIMEOUT = Duration.ofSeconds(10);

  private static final Gson GSON =
      new GsonBuilder().disableHtmlEscaping().serializeNulls().create();
  private static final JsonFormat.Parser PROTO_JSON = JsonFormat.parser();

  // Protocol channel. Grabbed before System.out is redirected, so that nothing a library prints
  // can corrupt the line stream firebase-tools parses.
  private static final OutputStream PROTOCOL_OUT = new FileOutputStream(FileDescriptor.out);

  private final Map<String, DefaultEvaluator> rulesets = new ConcurrentHashMap<>();
  // Verify id -> the fetch it is waiting for. At most one per verify (see Evaluation.fetch).
  private final Map<Long, SettableFuture<JsonObject>> pendingFetches = new ConcurrentHashMap<>();
  private final ExecutorService workers =
      Executors.newFixedThreadPool(
          Math.max(2, Runtime.getRuntime().availableProcessors()), daemon("rules-worker"));
  private final ScheduledExecutorService timer =
      Executors.newSingleThreadScheduledExecutor(daemon("rules-timer"));
  private final FirebaseRulesProtoCompiler compiler =
      FirebaseRulesProtoCompiler.createStandalone(
          FirebaseRulesLangOptions.builder()
              .allowTernaryOperator(true)
              .allowLetBindings(true)
              // Required for firestore.get()/exists() in storage.rules.
              .allowCrossServiceRules(true)
              .build());

  public static void main(String[] args) throws IOException {
    // firebase-tools logs every stderr chunk as "Unexpected rules runtime error", and the engine
    // logs through java.util.logging: silence it, and send stray System.out prints to stderr.
    LogManager.getLogManager().reset();
    System.setOut(new PrintStream(System.err, true, StandardCharsets.UTF_8));
    // Ready at once: requests wait in the stdin pipe while the rules engine loads.
    JsonObject ready = new JsonObject();
    ready.addProperty("id", -1);
    ready.addProperty("status", "ok");
    send(ready);
    new StorageRulesRuntime().serve();
  }

  private void serve() throws IOException {
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = in.readLine()) != null) {
      if (!line.isBlank()) {
        dispatch(line);
      }
    }
    // stdin closed: firebase-tools is gone, and nobody is left to answer.
    System.exit(0);
  }

  private void dispatch(String line) {
    JsonObject message;
    long id;
    try {
      message = JsonParser.parseString(line).getAsJsonObject();
      id = message.get("id").getAsLong();
    } catch (RuntimeException e) {
      // No id to answer to; stderr shows up as a warning in the emulator's log.
      System.err.println("storage rules runtime: unreadable message: " + line);
      return;
    }
    if (!message.has("action")) {
      // A reply to one of our fetch_firestore_document requests. Completed on a worker so the
      // rest of that evaluation does not run on (and block) this reader thread.
      SettableFuture<JsonObject> fetch = pendingFetches.remove(id);
      if (fetch != null) {
        workers.execute(() -> fetch.set(message));
      }
      return;
    }
    String action = message.get("action").getAsString();
    workers.execute(
        () -> {
          try {
            switch (action) {
              case "load_ruleset" -> loadRuleset(id, message.getAsJsonObject("context"));
              case "verify" -> verify(id, message.getAsJsonObject("context"));
              default -> send(reply(id, List.of("Unknown action: " + action), List.of()));
            }
          } catch (RuntimeException | Error e) {
            // A malformed request must still be answered, or firebase-tools waits forever.
            send(reply(id, List.of("Storage rules runtime failed: " + e), List.of()));
          }
        });
  }

  // ---- load_ruleset -------------------------------------------------------------------------

  private void loadRuleset(long id, JsonObject context) {
    Source.Builder source = Source.newBuilder();
    for (JsonElement f : context.getAsJsonObject("source").getAsJsonArray("files")) {
      JsonObject file = f.getAsJsonObject();
      source.addFiles(
          File.newBuilder()
              .setName(file.get("name").getAsString())
              .setContent(file.get("content").getAsString()));
    }
    CompileResult result;
    synchronized (compiler) { // rare, and the compiler is not documented as thread-safe
      result = compiler.compile(source);
    }
    List<String> errors = new ArrayList<>();
    List<String> warnings = new ArrayList<>();
    for (Issue issue : result.getIssues()) {
      (issue.getSeverity() == Issue.Severity.ERROR ? errors : warnings).add(issueJson(issue));
    }
    if (result.hasCompilationError() && errors.isEmpty()) {
      errors.add(issueJson(Issue.newBuilder().setDescription("Compilation failed").build()));
    }
    JsonObject response = reply(id, errors, warnings);
    if (errors.isEmpty()) {
      RulesetAst ast = result.getRulesetAst();
      rulesets.put(
          context.get("rulesetName").getAsString(),
          new DefaultEvaluator(ast, ImmutableList.of(), EvaluationRestrictions.builder().build()));
      JsonObject r = new JsonObject();
      r.addProperty("rulesVersion", ast.getVersion() == RulesetAst.Version.VERSION_2 ? 2 : 1);
      response.add("result", r);
    }
    send(response);
  }

  // manager.js JSON.parses each issue and prints "<description> in <fileName>:<line>"; the
  // trailing-underscore names are those of the real runtime (Gson over the proto's fields).
  private static String issueJson(Issue issue) {
    JsonObject position = new JsonObject();
    position.addProperty("fileName_", issue.getSourcePosition().getFileName());
    position.addProperty("line_", issue.getSourcePosition().getLine());
    position.addProperty("column_", issue.getSourcePosition().getColumn());
    JsonObject json = new JsonObject();
    json.addProperty("description_", issue.getDescription());
    json.add("sourcePosition_", position);
    json.addProperty("severity_", issue.getSeverity().name());
    return GSON.toJson(json);
  }

  // ---- verify -------------------------------------------------------------------------------

  private void verify(long id, JsonObject context) {
    String rulesetName = context.get("rulesetName").getAsString();
    DefaultEvaluator evaluator = rulesets.get(rulesetName);
    if (evaluator == null) {
      send(reply(id, List.of("Unknown ruleset: " + rulesetName), List.of()));
      return;
    }
    JsonObject variables = context.getAsJsonObject("variables");
    Evaluation evaluation = new Evaluation(id);
    AuthRuleEvaluator.RuleContext.Builder ctx =
        AuthRuleEvaluator.RuleContext.builder()
            .service(context.get("service").getAsString())
            .method(context.get("method").getAsString())
            .path(toPath(context.get("path").getAsString()))
            .supplyFunction(evaluation.function("firestore.get", false))
            .supplyFunction(evaluation.function("firestore.exists", true))
            .listeners(ImmutableList.of());
    for (Map.Entry<String, JsonElement> v : variables.entrySet()) {
      ctx.supplyVariable(v.getKey(), parseExpressionValue(v.getValue()));
    }
    Futures.addCallback(
        evaluator.evaluate(ctx.build()),
        new FutureCallback<EvaluationResult>() {
          @Override
          public void onSuccess(EvaluationResult result) {
            send(verdict(id, result.permit(), List.of()));
          }

          @Override
          public void onFailure(Throwable t) {
            // Any evaluation error is a deny, as in production; the reason goes to the
            // emulator's log as a warning to help whoever is debugging the rules.
            send(verdict(id, false, List.of(String.valueOf(t.getMessage()))));
          }
        },
        MoreExecutors.directExecutor());
  }

  private static JsonObject verdict(long id, boolean permit, List<String> warnings) {
    JsonObject response = reply(id, List.of(), warnings);
    JsonObject result = new JsonObject();
    result.addProperty("permit", permit);
    response.add("result", result);
    return response;
  }

  /** State of one verify: its Firestore reads, which must go out one at a time. */
  private final class Evaluation {
    private final long id;
    // firebase-tools re-registers its handler for this id on every round trip, so a second fetch
    // sent before the first is answered would be lost: chain them. Also cache per document, so
    // exists() then get() of the same document costs one round trip.
    private final Map<String, ListenableFuture<Optional<JsonObject>>> documents = new HashMap<>();
    private ListenableFuture<?> tail = Futures.immediateVoidFuture();

    Evaluation(long id) {
      this.id = id;
    }

    synchronized ListenableFuture<Optional<JsonObject>> fetch(String path) {
      ListenableFuture<Optional<JsonObject>> cached = documents.get(path);
      if (cached != null) {
        return cached;
      }
      SettableFuture<JsonObject> reply = SettableFuture.create();
      tail.addListener(
          () -> {
            pendingFetches.put(id, reply);
            JsonObject request = new JsonObject();
            request.addProperty("server_request_id", id);
            // Must be "ok": 14.27.0 drops any other status that has no "action".
            request.addProperty("status", "ok");
            request.addProperty("action", "fetch_firestore_document");
            JsonObject ctx = new JsonObject();
            ctx.addProperty("path", path);
            request.add("context", ctx);
            send(request);
          },
          MoreExecutors.directExecutor());
      ListenableFuture<JsonObject> bounded = Futures.withTimeout(reply, FETCH_TIMEOUT, timer);
      bounded.addListener(() -> pendingFetches.remove(id, reply), MoreExecutors.directExecutor());
      ListenableFuture<Optional<JsonObject>> document =
          Futures.transform(
              bounded, StorageRulesRuntime::documentFromReply, MoreExecutors.directExecutor());
      documents.put(path, document);
      tail = Futures.catching(bounded, Throwable.class, t -> null, MoreExecutors.directExecutor());
      return document;
    }

    AsyncRuntimeFunction function(String name, boolean existsOnly) {
      return new AsyncRuntimeFunction() {
        @Override
        public String name() {
          return name;
        }

        @Override
        public ListenableFuture<ExecutionResponse> execute(ExecutionRequest request) {
          String path;
          try {
            path = documentPath(request);
          } catch (EvaluationException e) {
            return Futures.immediateFailedFuture(e);
          }
          return Futures.transformAsync(
              fetch(path),
              doc -> {
                if (existsOnly) {
                  return Futures.immediateFuture(
                      ExpressionValueUtils.createResponse(
                          ExpressionValueUtils.createValue(doc.isPresent())));
                }
                if (doc.isEmpty()) {
                  return Futures.immediateFailedFuture(
                      new EvaluationException(
                          request.getSourcePosition(), "Document not found: " + path));
                }
                return Futures.immediateFuture(
                    ExpressionValueUtils.createResponse(toResource(path, doc.get())));
              },
              MoreExecutors.directExecutor());
        }
      };
    }
  }

  private static String documentPath(ExecutionRequest request) throws EvaluationException {
    if (request.getArgumentsCount() != 1) {
      throw EvaluationException.makeIncorrectArgumentCountError(
          request.getSourcePosition(), 1, request.getFunctionName());
    }
    ExpressionValue arg = request.getArguments(0);
    if (arg.getKindCase() == ExpressionValue.KindCase.STRING_VALUE) {
      String path = arg.getStringValue();
      return path.startsWith("/") ? path : "/" + path;
    }
    if (arg.getKindCase() != ExpressionValue.KindCase.PATH_VALUE) {
      throw EvaluationException.makeTypeError(
          request.getSourcePosition(), arg.getKindCase(), ExpressionValue.KindCase.PATH_VALUE);
    }
    List<String> segments =
        ExpressionValueUtils.getPathSegments(request.getSourcePosition(), arg.getPathValue());
    return "/" + String.join("/", segments);
  }

  private static Optional<JsonObject> documentFromReply(JsonObject reply) {
    String status = reply.has("status") ? reply.get("status").getAsString() : "";
    return switch (status) {
      case "ok" -> Optional.of(reply.getAsJsonObject("result"));
      case "not_found" -> Optional.empty();
      default -> throw new IllegalStateException("Firestore document fetch failed: " + reply);
    };
  }

  // ---- values -------------------------------------------------------------------------------

  private static ExpressionPathValue toPath(String path) {
    ExpressionPathValue.Builder value = ExpressionPathValue.newBuilder();
    for (String segment : path.split("/")) {
      if (!segment.isEmpty()) {
        value.addSegments(ExpressionPathSegmentValue.newBuilder().setSimple(segment));
      }
    }
    return value.build();
  }

  /** firebase-tools sends ExpressionValues in proto JSON, except null as JSON null. */
  private static ExpressionValue parseExpressionValue(JsonElement json) {
    ExpressionValue.Builder value = ExpressionValue.newBuilder();
    try {
      PROTO_JSON.merge(GSON.toJson(fixNulls(json)), value);
    } catch (IOException e) {
      throw new IllegalArgumentException("Unreadable variable: " + json, e);
    }
    return value.build();
  }

  // JsonFormat reads `"null_value": null` as "unset", leaving a value of no kind on which
  // `request.auth != null` throws; spell the enum out instead.
  private static JsonElement fixNulls(JsonElement json) {
    if (json.isJsonObject()) {
      JsonObject fixed = new JsonObject();
      for (Map.Entry<String, JsonElement> e : json.getAsJsonObject().entrySet()) {
        boolean nullKind =
            (e.getKey().equals("null_value") || e.getKey().equals("nullValue"))
                && e.getValue().isJsonNull();
        fixed.add(e.getKey(), nullKind ? new JsonPrimitive("NULL_VALUE") : fixNulls(e.getValue()));
      }
      return fixed;
    }
    if (json.isJsonArray()) {
      JsonArray fixed = new JsonArray();
      json.getAsJsonArray().forEach(e -> fixed.add(fixNulls(e)));
      return fixed;
    }
    return json;
  }

  // The shape Firestore rules give get(): {__name__: path, id, data}.
  private static ExpressionValue toResource(String path, JsonObject document) {
    ExpressionPathValue name = toPath(path);
    ExpressionMapValue.Builder data = ExpressionMapValue.newBuilder();
    if (document.has("fields") && document.get("fields").isJsonObject()) {
      for (Map.Entry<String, JsonElement> f : document.getAsJsonObject("fields").entrySet()) {
        data.putFields(f.getKey(), fromFirestore(f.getValue().getAsJsonObject()));
      }
    }
    return ExpressionValue.newBuilder()
        .setMapValue(
            ExpressionMapValue.newBuilder()
                .putFields("__name__", ExpressionValue.newBuilder().setPathValue(name).build())
                .putFields(
                    "id",
                    ExpressionValueUtils.createValue(
                        name.getSegments(name.getSegmentsCount() - 1).getSimple()))
                .putFields("data", ExpressionValue.newBuilder().setMapValue(data).build()))
        .build();
  }

  /** A Firestore REST (v1 JSON) value, as the Firestore emulator returns it. */
  private static ExpressionValue fromFirestore(JsonObject v) {
    ExpressionValue.Builder out = ExpressionValue.newBuilder();
    Map.Entry<String, JsonElement> kind = v.entrySet().iterator().next();
    JsonElement x = kind.getValue();
    switch (kind.getKey()) {
      case "nullValue" -> out.setNullValue(NullValue.NULL_VALUE);
      case "booleanValue" -> out.setBoolValue(x.getAsBoolean());
      case "integerValue" -> out.setIntValue(Long.parseLong(x.getAsString()));
      case "doubleValue" -> out.setFloatValue(Double.parseDouble(x.getAsString()));
      case "stringValue" -> out.setStringValue(x.getAsString());
      case "bytesValue" ->
          out.setBytesValue(ByteString.copyFrom(Base64.getDecoder().decode(x.getAsString())));
      case "timestampValue" -> {
        try {
          out.setTimestampValue(Timestamps.parse(x.getAsString()));
        } catch (java.text.ParseException e) {
          throw new IllegalArgumentException("Bad timestamp: " + x, e);
        }
      }
      case "referenceValue" -> {
        // "projects/p/databases/(default)/documents/..." -> /databases/(default)/documents/...
        String ref = x.getAsString();
        out.setPathValue(toPath(ref.substring(ref.indexOf("/databases/"))));
      }
      case "geoPointValue" -> {
        JsonObject g = x.getAsJsonObject();
        out.setLatlngValue(
            LatLng.newBuilder()
                .setLatitude(g.has("latitude") ? g.get("latitude").getAsDouble() : 0)
                .setLongitude(g.has("longitude") ? g.get("longitude").getAsDouble() : 0));
      }
      case "arrayValue" -> {
        ExpressionListValue.Builder list = ExpressionListValue.newBuilder();
        JsonObject a = x.getAsJsonObject();
        if (a.has("values")) {
          for (JsonElement e : a.getAsJsonArray("values")) {
            list.addValues(fromFirestore(e.getAsJsonObject()));
          }
        }
        out.setListValue(list);
      }
      case "mapValue" -> {
        ExpressionMapValue.Builder map = ExpressionMapValue.newBuilder();
        JsonObject m = x.getAsJsonObject();
        if (m.has("fields")) {
          for (Map.Entry<String, JsonElement> e : m.getAsJsonObject("fields").entrySet()) {
            map.putFields(e.getKey(), fromFirestore(e.getValue().getAsJsonObject()));
          }
        }
        out.setMapValue(map);
      }
      default -> throw new IllegalArgumentException("Unknown Firestore value: " + v);
    }
    return out.build();
  }

  // ---- output -------------------------------------------------------------------------------

  private static JsonObject reply(long id, List<String> errors, List<String> warnings) {
    JsonObject response = new JsonObject();
    response.addProperty("id", id);
    response.addProperty("status", "ok");
    JsonArray e = new JsonArray();
    errors.forEach(e::add);
    JsonArray w = new JsonArray();
    warnings.forEach(w::add);
    response.add("errors", e);
    response.add("warnings", w);
    return response;
  }

  // Replies come from many threads and out of order; each must reach stdout as one whole line,
  // never interleaved with another.
  private static synchronized void send(JsonObject message) {
    try {
      PROTOCOL_OUT.write((GSON.toJson(message) + "\n").getBytes(StandardCharsets.UTF_8));
      PROTOCOL_OUT.flush();
    } catch (IOException e) {
      System.exit(1); // firebase-tools is gone
    }
  }

  private static java.util.concurrent.ThreadFactory daemon(String name) {
    return r -> {
      Thread t = new Thread(r, name);
      t.setDaemon(true);
      return t;
    };
  }
}
