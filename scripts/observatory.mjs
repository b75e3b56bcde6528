// `npm run observatory [-- <origin>]`: scans a running server (by default `npm start`'s) with
// Mozilla's HTTP Observatory; fails on any failed test but, over plain http, the two that need
// https. e2e/observatory.spec.ts scans the tests' build.
import { scanOrigin } from '../testing/http-observatory.mjs';

const origin = new URL(process.argv[2] ?? `http://localhost:${process.env.PORT ?? 3000}`).origin;
const { score, failed } = await scanOrigin(origin);
console.log(`HTTP Observatory on ${origin}: ${score}; failed: ${failed.join(', ') || 'none'}`);
process.exitCode = failed.length > 0 ? 1 : 0;
