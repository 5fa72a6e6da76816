import {chromium} from 'playwright';
import {readFileSync} from 'node:fs';
const b = await chromium.launch({executablePath:'/usr/bin/chromium', args:['--no-sandbox']});
const p = await b.newPage();
const pending = new Map();
p.on('request', r => pending.set(r, r.url()));
p.on('requestfinished', r => pending.delete(r));
p.on('requestfailed', r => pending.delete(r));
await p.goto('http://127.0.0.1:4300/commercial-intelligence-glossary?q=LTV');
await p.waitForTimeout(2000);
const step = process.argv[2];
if (step.includes('axe')) { await p.evaluate(readFileSync('node_modules/axe-core/axe.min.js','utf8')); await p.evaluate(() => window.axe.run(document, {runOnly:{type:'tag', values:['wcag2a','wcag2aa']}, resultTypes:['violations']}).then(r=>r.violations.length)); console.log('axe done'); }
if (step.includes('dark')) { await p.emulateMedia({colorScheme:'dark'}); await p.waitForTimeout(500); await p.emulateMedia({colorScheme:'light'}); await p.waitForTimeout(500); console.log('dark done'); }
const t0 = Date.now();
try { await p.reload({timeout: 15000}); console.log(step, 'reloaded in', Date.now()-t0); } catch (e) { console.log(step, 'reload failed', String(e).slice(0,100)); }
console.log('pending', [...pending.values()]);
await b.close();
