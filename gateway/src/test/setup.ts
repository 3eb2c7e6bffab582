// As in main.ts and the scripts: decorators record their metadata only with this loaded first.
import 'reflect-metadata';
import { setUploadSecurityEventSink } from '../modules/documents/upload-security-events.js';

// The upload security events are stdout lines in production; tests that check them set a sink.
setUploadSecurityEventSink(() => undefined);
