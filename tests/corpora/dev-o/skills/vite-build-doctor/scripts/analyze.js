#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');

const dir = process.argv[2] || 'dist';
const files = [];
(function walk(d) {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) walk(p);
    else if (p.endsWith('.js')) files.push({ p, size: fs.statSync(p).size });
  }
})(dir);
files.sort((a, b) => b.size - a.size);
for (const f of files.slice(0, 10)) {
  console.log(`${(f.size / 1024).toFixed(1).padStart(8)} kB  ${path.relative(dir, f.p)}`);
}
