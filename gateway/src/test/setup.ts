// As in main.ts and the scripts: decorators record their metadata only with this loaded first.
import 'reflect-metadata';
import { useTestPasswordCost } from './password-cost.js';

useTestPasswordCost();
