// The rule models on a second Python: run pytest inside Pyodide (CPython for WebAssembly)
// in Node, with every package installed by micropip from a local wheel (no network).
//
//   node scripts/pyodide_run.mjs WHEELS_DIR [pytest arguments...]
//   node scripts/pyodide_run.mjs WHEELS_DIR --script benchmarks/FILE.py [its arguments...]
//
// WHEELS_DIR holds skywidgets' wheel and its test tools' wheels (scripts/test-pyodide fills
// it from requirements/lock.txt). The checkout's tests/, docs/ and notebooks/ are mounted
// read-only-in-spirit at /repo, without skywidgets/, so the tests import the installed wheel.
// Exits with pytest's own exit code.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { resolve, join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const [wheelDir, ...pytestArgs] = process.argv.slice(2);
if (!wheelDir || !existsSync(wheelDir)) {
  console.error("usage: node scripts/pyodide_run.mjs WHEELS_DIR [pytest arguments...]");
  process.exit(2);
}
const wheels = resolve(wheelDir);

const pyodide = await loadPyodide();
const decoder = new TextDecoder();
const raw = (stream) => ({ write: (bytes) => (stream.write(decoder.decode(bytes)), bytes.length) });
pyodide.setStdout(raw(process.stdout));
pyodide.setStderr(raw(process.stderr));
const { FS } = pyodide;
const mount = (host, at) => {
  FS.mkdirTree(at);
  FS.mount(FS.filesystems.NODEFS, { root: host }, at);
};
mount(wheels, "/wheels");
for (const dir of ["tests", "docs", "notebooks", "requirements", "binder", "benchmarks"]) {
  if (existsSync(join(root, dir))) mount(join(root, dir), `/repo/${dir}`);
}
for (const file of ["pyproject.toml", "README.md", "package.json"]) {
  FS.writeFile(`/repo/${file}`, readFileSync(join(root, file)));
}

// micropip itself comes as a wheel too (Pyodide's lock names it; the npm package has no wheels).
const files = readdirSync(wheels).filter((f) => f.endsWith(".whl"));
const micropip = files.filter((f) => /^(micropip|packaging)-/.test(f));
await pyodide.loadPackage(micropip.map((f) => join(wheels, f)), { messageCallback: () => {} });
pyodide.globals.set("WHEELS", pyodide.toPy(files.map((f) => `emfs:/wheels/${f}`)));
pyodide.globals.set("PYTEST_ARGS", pyodide.toPy(pytestArgs));
const code = await pyodide.runPythonAsync(`
import os, sys
import micropip
await micropip.install(list(WHEELS), deps=False)
sys.dont_write_bytecode = True   # the checkout is mounted: leave no __pycache__ in it
os.chdir("/repo")
import skywidgets
print(f"Pyodide: Python {sys.version.split()[0]} on {sys.platform}, skywidgets from {skywidgets.__file__}")
if PYTEST_ARGS[:1] == ["--script"]:  # a benchmark: run the file as __main__
    import runpy
    sys.argv = list(PYTEST_ARGS[1:])
    runpy.run_path(sys.argv[0], run_name="__main__")
    exit_code = 0
else:
    import pytest
    exit_code = int(pytest.main(["-p", "no:cacheprovider", *PYTEST_ARGS]))
exit_code
`);
process.exit(Number(code));
