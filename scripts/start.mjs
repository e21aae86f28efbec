#!/usr/bin/env node
// `npm start`: rebuilds what is older than its sources (the server bundle, then the admin), then runs the server's
// bundle in this process. The server itself (`node apps/demo/dist/start.js`, what a deployment runs) checks no
// source: that walk costs more than the rest of a start. Plain JavaScript, like scripts/build.mjs.
import { pathToFileURL } from 'node:url';
import { adminBuildEntry, ensureServerBuilt, serverEntry } from './build.mjs';

if ((await ensureServerBuilt()) === 'built') console.log('Built the server.');
const { ensureAdminBuilt } = await import(pathToFileURL(adminBuildEntry).href);
if ((await ensureAdminBuilt()) === 'built') console.log('Built the admin panel.');
await import(pathToFileURL(serverEntry).href);
