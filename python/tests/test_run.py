"""pyeval.run, Interpreter.run, Result, errors, limits and options."""

import datetime
import unittest

from support import pyeval


class RunTests(unittest.TestCase):
    def test_one_shot(self):
        r = pyeval.run("print('hi')\nimport sys\nprint('err', file=sys.stderr)")
        self.assertIsInstance(r, pyeval.Result)
        self.assertEqual(r.stdout, "hi\n")
        self.assertEqual(r.stderr, "err\n")
        self.assertIsNone(r.error)
        self.assertIsNone(r.exit_code)
        self.assertFalse(r.is_final)
        self.assertIsNone(r.final_answer)

    def test_stats(self):
        r = pyeval.run("x = sum(range(1000))\nprint(x)")
        s = r.stats
        self.assertIsInstance(s, pyeval.Stats)
        self.assertGreater(s.ops, 1000)
        self.assertGreater(s.memory_peak, 0)
        self.assertGreater(s.memory_current, 0)
        self.assertGreaterEqual(s.seconds, 0.0)
        self.assertEqual(s.output_bytes, len("499500\n"))
        with pyeval.Interpreter() as it:
            self.assertIsNotNone(it.stats)
            r = it.run("y = 1")
            self.assertEqual(it.stats, r.stats)

    def test_repr(self):
        r = pyeval.run("print('x' * 200)")
        text = repr(r)
        self.assertTrue(text.startswith("Result("), text)
        self.assertLess(len(text), 200)
        r = pyeval.run("1/0", raise_errors=False)
        self.assertIn("ZeroDivisionError", repr(r))

    def test_state_persists(self):
        with pyeval.Interpreter() as it:
            it.run("def f(x):\n    return x * 2\nclass C:\n    n = 3\nv = f(C.n)")
            self.assertEqual(it.run("print(v, f(4), C.n)").stdout, "6 8 3\n")

    def test_bytes_code(self):
        self.assertEqual(pyeval.run(b"print('b')").stdout, "b\n")
        with self.assertRaises(TypeError):
            pyeval.run(42)
        with pyeval.Interpreter() as it:
            self.assertEqual(it.run(code="1 + 2", raise_errors=False).value, 3)
            for bad in ((), ("1", "2")):
                with self.assertRaises(TypeError):
                    it.run(*bad)
            with self.assertRaises(TypeError):
                it.run("1", bogus=1)

    def test_execution_error(self):
        with self.assertRaises(pyeval.ExecutionError) as cm:
            pyeval.run("print('before')\nx = 1\n[][x]")
        e = cm.exception
        self.assertIsInstance(e, pyeval.SandboxError)
        self.assertEqual(e.type, "IndexError")
        self.assertEqual(e.message, "list index out of range")
        self.assertEqual(e.line, 3)
        self.assertEqual(e.stdout, "before\n")
        self.assertEqual(e.stderr, "")
        self.assertEqual(
            e.traceback,
            'Traceback (most recent call last):\n  File "<string>", line 3, in <module>\n'
            "IndexError: list index out of range\n")
        self.assertEqual(str(e), "IndexError: list index out of range")

    def test_custom_exception_in_sandbox(self):
        with self.assertRaises(pyeval.ExecutionError) as cm:
            pyeval.run("class Oops(Exception): pass\nraise Oops('bad')")
        self.assertEqual(cm.exception.type, "Oops")
        self.assertEqual(cm.exception.message, "bad")

    def test_syntax_error(self):
        for code, kind in (("def f(:", "SyntaxError"), ("if 1:\nprint(1)", "IndentationError")):
            with self.assertRaises(pyeval.SandboxSyntaxError) as cm:
                pyeval.run(code)
            self.assertIsInstance(cm.exception, pyeval.ExecutionError)
            self.assertEqual(cm.exception.type, kind)
            self.assertIn(kind, cm.exception.traceback)

    def test_raise_errors_false(self):
        r = pyeval.run("print('a')\n1/0", raise_errors=False)
        self.assertIsInstance(r.error, pyeval.ExecutionError)
        self.assertEqual(r.error.type, "ZeroDivisionError")
        self.assertEqual(r.stdout, "a\n")
        self.assertEqual(r.error.stdout, "a\n")

    def test_system_exit(self):
        r = pyeval.run("print('x')\nraise SystemExit(3)")
        self.assertEqual(r.exit_code, 3)
        self.assertEqual(r.stdout, "x\n")
        self.assertIsNone(r.error)
        self.assertEqual(pyeval.run("import sys\nsys.exit()").exit_code, 0)
        r = pyeval.run("import sys\nsys.exit('bye')")
        self.assertEqual(r.exit_code, 1)
        self.assertEqual(r.stderr, "bye\n")

    def test_closed(self):
        it = pyeval.Interpreter()
        it.close()
        it.close()
        self.assertTrue(it.closed)
        with self.assertRaises(ValueError):
            it.run("1")

    def test_context_manager(self):
        with pyeval.Interpreter() as it:
            it.run("x = 1")
        self.assertTrue(it.closed)

    def test_modules(self):
        with pyeval.Interpreter(modules=["math"]) as it:
            self.assertEqual(it.run("import math\nprint(math.floor(2.5))").stdout, "2\n")
            with self.assertRaises(pyeval.ExecutionError) as cm:
                it.run("import json")
            self.assertEqual(cm.exception.type, "ModuleNotFoundError")
        with self.assertRaises(pyeval.ExecutionError):
            pyeval.run("import re", modules=[])

    def test_seed(self):
        code = "import random\nprint(random.random())"
        a = pyeval.run(code, seed=7).stdout
        self.assertEqual(a, pyeval.run(code, seed=7).stdout)
        self.assertNotEqual(a, pyeval.run(code, seed=8).stdout)

    def test_fixed_time(self):
        probe = pyeval.run("import time\nprint(int(time.time()))", fixed_time=1e9).stdout
        if probe != "1000000000\n":
            self.skipTest("the C library does not implement fixed_time yet")
        code = "import time\nprint(int(time.time()))"
        self.assertEqual(pyeval.run(code, fixed_time=1e9).stdout, "1000000000\n")
        dt = datetime.datetime(2020, 1, 2, tzinfo=datetime.timezone.utc)
        self.assertEqual(pyeval.run(code, fixed_time=dt).stdout, f"{int(dt.timestamp())}\n")

    def test_repr_interp(self):
        it = pyeval.Interpreter()
        self.assertIn("idle", repr(it))
        it.close()
        self.assertIn("closed", repr(it))


class LimitTests(unittest.TestCase):
    def check_limit(self, code, kind, **limits):
        with pyeval.Interpreter(limits=pyeval.Limits(**limits)) as it:
            it.run("kept = 'yes'")
            with self.assertRaises(pyeval.LimitExceeded) as cm:
                it.run("print('start')\n" + code)
            self.assertEqual(cm.exception.limit, kind)
            self.assertIsInstance(cm.exception, pyeval.SandboxError)
            # the session survives the stop, with its state
            self.assertEqual(it.run("print(kept)").stdout, "yes\n")
            return cm.exception

    def test_ops(self):
        e = self.check_limit("while True: pass", "ops", ops=10_000)
        self.assertEqual(e.stdout, "start\n")

    def test_memory(self):
        self.check_limit("x = 'a' * 10**9", "memory", memory="16MiB")

    def test_timeout(self):
        self.check_limit("while True: pass", "timeout", ops=None, timeout=0.1)

    def test_output(self):
        e = self.check_limit("while True: print('x' * 100)", "output", output="1k")
        self.assertLessEqual(len(e.stdout), 1024)

    def test_source(self):
        self.check_limit("x = 1" + " " * 100, "source", source=50)

    def test_host_calls(self):
        with pyeval.Interpreter(tools={"t": lambda: 1},
                                limits=pyeval.Limits(host_calls=3)) as it:
            with self.assertRaises(pyeval.LimitExceeded) as cm:
                it.run("for i in range(10): t()")
            self.assertEqual(cm.exception.limit, "host_calls")

    def test_depth(self):
        # plain deep recursion is RecursionError at the limit in force
        with self.assertRaises(pyeval.ExecutionError) as cm:
            pyeval.run("def f(n): return f(n + 1)\nf(0)", limits={"depth": 50})
        self.assertEqual(cm.exception.type, "RecursionError")
        # raising the recursion limit does not lift the ceiling
        r = pyeval.run("import sys\nsys.setrecursionlimit(500)\n"
                       "def f(n): return f(n + 1)\nf(0)",
                       limits={"depth": 50}, raise_errors=False)
        self.assertEqual(r.error.type, "RecursionError")

    def test_defaults(self):
        lim = pyeval.Limits()
        self.assertEqual(lim.ops, 10_000_000)
        self.assertEqual(lim.memory, 256 << 20)
        self.assertEqual(lim.depth, 100_000)
        self.assertEqual(lim.timeout, 30.0)
        self.assertEqual(lim.output, 1 << 20)
        self.assertEqual(lim.source, 1 << 20)
        self.assertEqual(lim.host_calls, 100_000)
        self.assertIn("ops=10000000", repr(lim))

    def test_sizes(self):
        self.assertEqual(pyeval.Limits(memory="64MiB").memory, 64 << 20)
        self.assertEqual(pyeval.Limits(memory="1.5GB").memory, 3 << 29)
        self.assertEqual(pyeval.Limits(memory="512k").memory, 512 << 10)
        self.assertEqual(pyeval.Limits(memory="2M").memory, 2 << 20)
        self.assertEqual(pyeval.Limits(output=4096).output, 4096)
        self.assertEqual(pyeval.Limits(memory=None, ops=0).memory, 0)
        for bad in ("", "12 parsecs", "-5", "k", "1.2.3M"):
            with self.assertRaises(ValueError, msg=bad):
                pyeval.Limits(memory=bad)
        with self.assertRaises(TypeError):
            pyeval.Limits(memory=1.5)
        with self.assertRaises(TypeError):
            pyeval.Interpreter(limits=5)

    def test_no_limit(self):
        r = pyeval.run("x = 0\nfor i in range(200_000): x += i", limits={"ops": None})
        self.assertGreater(r.stats.ops, 200_000)


if __name__ == "__main__":
    unittest.main()
