// The gateway's global set-up: one migrated template database per run, copied by each test file.
export { setupTemplateDatabase as default } from '@portal/gateway/test/testing';
