import { setLogLevel } from 'firebase/firestore/lite';
import '@/test/app-config';

// Denied requests are expected in these tests; Firestore would log each one in full.
setLogLevel('silent');
