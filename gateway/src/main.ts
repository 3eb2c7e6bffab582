import 'reflect-metadata';
import { serve } from './serve.js';

await serve();
