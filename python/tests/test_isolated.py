"""Interpreter(isolated=True): the same API over a locked-down worker process
(docs/worker.md), compared with the in-process Interpreter; WorkerCrashed when the
worker dies, and the next isolated Interpreter works."""

import os
import signal
import threading
import time
import unittest

from support import pyeval


PROGRAMS = [
    "print('hello')",
    "x = [i * i for i in range(10)]\nprint(sum(x))\nx[-1]",
    "import sys\nprint('e', file=sys.stderr)\nprint('o')",
    "1/0",
    "def f(n):\n    return f(n + 1)\nf(0)",
    "import json, re, math\nprint(json.dumps({'a': [math.pi]}), re.findall('a.', 'abacad'))",
    "x = (",
    "raise SystemExit(4)",
    "{'k': (1, 2.5, 'sé', b'x', None, {3}, frozenset(), 2**80, 1j)}",
]


def outcome(it, code):
    r = it.run(code, raise_errors=False)
    err = r.error
    return (r.stdout, r.stderr, r.value, r.exit_code, type(err).__name__ if err else None,
            str(err) if err else None, getattr(err, "traceback", None))


class IsolatedTests(unittest.TestCase):
    def test_same_as_in_process(self):
        with pyeval.Interpreter(isolated=True) as iso:
            for code in PROGRAMS:
                with pyeval.Interpreter() as local:
                    self.assertEqual(outcome(iso, code), outcome(local, code), code)

    def test_state_tools_globals_files(self):
        calls = []

        def add(a, b=0):
            calls.append((a, b))
            return a + b

        def bad():
            raise ValueError("nope")

        with pyeval.Interpreter(isolated=True, tools={"add": add, "bad": bad},
                                variables={"base": 10},
                                files={"/data/in.txt": "abc"}) as it:
            r = it.run("n = add(base, b=5)\nn")
            self.assertEqual(r.value, 15)
            self.assertEqual(calls, [(10, 5)])
            r = it.run("try:\n    bad()\nexcept ValueError as e:\n    print(e)")
            self.assertEqual(r.stdout, "nope\n")
            self.assertEqual(it.run("n * 2").value, 30)
            it.globals["z"] = [1, {"a": (2, 3)}]
            self.assertEqual(it.run("z[1]['a']").value, (2, 3))
            self.assertEqual(it.globals["n"], 15)
            self.assertEqual(it.run("open('/data/in.txt').read()").value, "abc")
            it.run("open('/data/out.txt', 'w').write('xyz')")
            self.assertEqual(it.files["/data/out.txt"], b"xyz")

    def test_final_answer_and_limits(self):
        with pyeval.Interpreter(isolated=True,
                                tools={"final_answer": pyeval.final(lambda v: v)}) as it:
            r = it.run("final_answer({'done': True})\nprint('no')")
            self.assertTrue(r.is_final)
            self.assertEqual(r.final_answer, {"done": True})
        with pyeval.Interpreter(isolated=True, limits={"ops": 10000}) as it:
            with self.assertRaises(pyeval.LimitExceeded):
                it.run("while True:\n    pass")
            self.assertEqual(it.run("1 + 1").value, 2)

    def test_mounts_refused(self):
        with self.assertRaises(ValueError):
            pyeval.Interpreter(isolated=True, mounts=[pyeval.Mount("/tmp", "/mnt")])

    def test_interrupt(self):
        with pyeval.Interpreter(isolated=True, limits={"ops": 0, "timeout": 30}) as it:
            threading.Timer(0.2, it.interrupt).start()
            with self.assertRaises(pyeval.Interrupted):
                it.run("while True:\n    pass")
            self.assertEqual(it.run("2 + 2").value, 4)

    def test_worker_crash(self):
        for sig in (signal.SIGKILL, signal.SIGSEGV):
            it = pyeval.Interpreter(isolated=True, limits={"ops": 0, "timeout": 30})
            pid = it.worker_pid
            self.assertIsInstance(pid, int)
            threading.Timer(0.2, os.kill, (pid, sig)).start()
            with self.assertRaises(pyeval.WorkerCrashed) as cm:
                it.run("while True:\n    pass")
            died_by = ["signal %d" % sig]
            if sig == signal.SIGSEGV and "asan" in os.environ.get("LD_PRELOAD", ""):
                # make test-python-asan: the sanitized worker's SEGV handler starts a
                # report, whose first syscall outside the seccomp list ends it (SIGSYS)
                died_by.append("signal %d" % signal.SIGSYS)
            self.assertTrue(any(d in str(cm.exception) for d in died_by), str(cm.exception))
            self.assertIsInstance(cm.exception, pyeval.SandboxError)
            with self.assertRaises(pyeval.WorkerCrashed):
                it.run("1")
            it.close()
            # the host lives on, and the next isolated Interpreter works
            with pyeval.Interpreter(isolated=True) as again:
                self.assertEqual(again.run("'alive'").value, "alive")

    def test_many_sessions(self):
        start = time.monotonic()
        for i in range(100):
            with pyeval.Interpreter(isolated=True) as it:
                self.assertEqual(it.run(f"{i} * 3").value, i * 3)
        self.assertLess(time.monotonic() - start, 120)


if __name__ == "__main__":
    unittest.main()
