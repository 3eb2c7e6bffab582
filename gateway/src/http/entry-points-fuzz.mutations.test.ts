import { describeEntryPointFuzz } from '../test/entry-points-fuzz-suite.js';

// One of the three parts of the entry-point fuzz test: see the suite.
describeEntryPointFuzz('mutation');
