import { setLogLevel } from 'firebase/firestore/lite';

// Denied requests are expected in these tests; Firestore would log each one in full.
setLogLevel('silent');
