#!/usr/bin/env bash
# Regenerates seed/media/ (images, maps, narrations) from seed/content.mjs.
# Run by hand after editing the demo content, then commit the result. Never run at install time.
#
#   scripts/demo-media/make-demo-media.sh              everything (about 7 minutes on 2 cores)
#   scripts/demo-media/make-demo-media.sh --check      verify the committed tree only
#   scripts/demo-media/make-demo-media.sh --only ID    one work, tour or museum (for tuning)
#   scripts/demo-media/make-demo-media.sh --no-audio   images and maps only
#   scripts/demo-media/make-demo-media.sh --only-maps  the floor plans only (after editing a work's room)
#
# Needs (Debian 12): imagemagick (6), webp (cwebp, webpmux), espeak-ng, ffmpeg with libmp3lame, fonts-dejavu-core.
set -euo pipefail

cd "$(dirname "$0")/../.."

# /usr/local/bin/convert may shadow ImageMagick with something else: pin the real one.
export CONVERT="${CONVERT:-/usr/bin/convert}"

missing=()
[[ -x "$CONVERT" ]] && "$CONVERT" -version 2>/dev/null | grep ImageMagick >/dev/null || missing+=("ImageMagick at $CONVERT")
for tool in node cwebp webpmux espeak-ng ffmpeg; do
  command -v "$tool" >/dev/null || missing+=("$tool")
done
[[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]] || missing+=("fonts-dejavu-core")
if [[ ${#missing[@]} -eq 0 ]]; then
  espeak-ng --voices=es | grep ' es-419 ' >/dev/null || missing+=("espeak-ng voice es-419")
  espeak-ng --voices=en | grep ' en-us ' >/dev/null || missing+=("espeak-ng voice en-us")
  ffmpeg -hide_banner -encoders 2>/dev/null | grep libmp3lame >/dev/null || missing+=("ffmpeg with libmp3lame")
fi
if [[ ${#missing[@]} -gt 0 && " $* " != *" --check "* ]]; then
  printf 'make-demo-media: missing %s\n' "${missing[@]}" >&2
  exit 1
fi

node scripts/demo-media/make-demo-media.mjs "$@"

# ffmpeg's narrations then go through the back-office's own pipeline (mono, -16 LUFS as heard,
# 48 kbit/s MP3 at 24 kHz: docs/adr/0011-narrations-re-encoded-in-the-browser.md), as an admin's
# upload would; files already so are left alone.
case " $* " in
  *" --check "* | *" --no-audio "* | *" --only-maps "*) ;;
  *) node scripts/demo-media/reencode-narrations.mjs ;;
esac
