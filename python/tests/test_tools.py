"""Host tools, the final-answer tool, lazy lookups."""

import unittest

from support import pyeval


class ToolTests(unittest.TestCase):
    def test_dict_and_list_forms(self):
        def double(x):
            return 2 * x
        it = pyeval.Interpreter(tools=[double, len])
        self.assertEqual(it.run("double(21), len('abc')").value, (42, 3))
        it = pyeval.Interpreter(tools={"twice": double})
        self.assertEqual(it.run("twice(4)").value, 8)
        with self.assertRaises(pyeval.ExecutionError):
            it.run("double(1)")

    def test_args_and_kwargs(self):
        seen = []

        def tool(*args, **kw):
            seen.append((args, kw))
            return {"n": len(args)}
        r = pyeval.run("tool(1, 'a', [2], k=3, other=None)['n']", tools={"tool": tool})
        self.assertEqual(r.value, 3)
        self.assertEqual(seen, [((1, "a", [2]), {"k": 3, "other": None})])

    def test_stats_count_host_calls(self):
        r = pyeval.run("for i in range(5): t()", tools={"t": lambda: None})
        self.assertEqual(r.stats.host_calls, 5)

    def test_builtin_exception(self):
        def bad(x):
            raise ValueError(f"bad value {x}")
        r = pyeval.run(
            "try:\n    bad(3)\nexcept ValueError as e:\n    print(type(e).__name__, e)",
            tools={"bad": bad})
        self.assertEqual(r.stdout, "ValueError bad value 3\n")
        for exc, name in ((KeyError("k"), "KeyError"), (ZeroDivisionError("z"),
                          "ZeroDivisionError"), (FileNotFoundError("f"), "FileNotFoundError")):
            def raiser(exc=exc):
                raise exc
            with self.assertRaises(pyeval.ExecutionError) as cm:
                pyeval.run("raiser()", tools={"raiser": raiser})
            self.assertEqual(cm.exception.type, name)

    def test_custom_exception(self):
        class ToolFailed(Exception):
            pass

        def search(q):
            raise ToolFailed("index offline")
        r = pyeval.run(
            "try:\n    search('x')\nexcept RuntimeError as e:\n    print(e)",
            tools={"search": search})
        self.assertEqual(r.stdout, "search: index offline\n")

    def test_lookalike_exception_is_not_builtin(self):
        class ValueError(Exception):  # noqa: A001 - shadows the builtin on purpose
            pass

        def t():
            raise ValueError("fake")
        r = pyeval.run("try:\n    t()\nexcept RuntimeError as e:\n    print('runtime', e)",
                       tools={"t": t})
        self.assertEqual(r.stdout, "runtime t: fake\n")

    def test_base_exception_reraised_in_host(self):
        def stop():
            raise KeyboardInterrupt
        it = pyeval.Interpreter(tools={"stop": stop})
        with self.assertRaises(KeyboardInterrupt):
            it.run("try:\n    stop()\nexcept BaseException:\n    pass\nwhile True: pass")
        # usable afterwards
        self.assertEqual(it.run("1 + 1").value, 2)

        def leave():
            raise SystemExit(4)
        with self.assertRaises(SystemExit):
            pyeval.run("leave()", tools={"leave": leave})

    def test_unconvertible_result_is_handle(self):
        obj = object()
        it = pyeval.Interpreter(tools={"get": lambda: obj, "same": lambda o: o is obj})
        self.assertTrue(it.run("same(get())").value)

    def test_reentry_refused(self):
        it = pyeval.Interpreter()

        def inner():
            it.run("1")
        it.add_tool("inner", inner)
        with self.assertRaises(pyeval.ExecutionError) as cm:
            it.run("inner()")
        self.assertEqual(cm.exception.type, "RuntimeError")
        self.assertIn("running", cm.exception.message)

    def test_other_interpreter_from_tool(self):
        other = pyeval.Interpreter()
        r = pyeval.run("nested('6 * 7')", tools={"nested": lambda c: other.run(c).value})
        self.assertEqual(r.value, 42)

    def test_not_callable(self):
        with self.assertRaises(TypeError):
            pyeval.Interpreter(tools={"x": 3})


class FinalTests(unittest.TestCase):
    def test_final_answer(self):
        @pyeval.final
        def final_answer(answer):
            return {"answer": answer}
        it = pyeval.Interpreter(tools=[final_answer])
        r = it.run("print('working')\ntry:\n    final_answer(42)\nfinally:\n    print('no')\n"
                   "print('never')")
        self.assertTrue(r.is_final)
        self.assertEqual(r.final_answer, {"answer": 42})
        self.assertEqual(r.stdout, "working\n")
        self.assertIsNone(r.error)
        r = it.run("x = 1")
        self.assertFalse(r.is_final)
        self.assertIsNone(r.final_answer)

    def test_final_uncatchable(self):
        it = pyeval.Interpreter(tools={"done": pyeval.final(lambda v: v)})
        r = it.run("try:\n    done('x')\nexcept BaseException:\n    print('caught')")
        self.assertTrue(r.is_final)
        self.assertEqual(r.final_answer, "x")
        self.assertEqual(r.stdout, "")

    def test_final_wrapper(self):
        def f(x):
            """doc"""
            return x
        w = pyeval.final(f)
        self.assertEqual(w(3), 3)
        self.assertEqual(w.__name__, "f")
        self.assertEqual(w.__doc__, "doc")
        with self.assertRaises(TypeError):
            pyeval.final(5)


class LookupTests(unittest.TestCase):
    def test_values_and_tools(self):
        calls = []

        def lookup(name):
            calls.append(name)
            if name == "answer":
                return 42
            if name == "shout":
                return lambda s: s.upper()
            if name == "nothing":
                return pyeval.MISSING
            raise KeyError(name)
        it = pyeval.Interpreter(lookup=lookup)
        self.assertEqual(it.run("answer + 1").value, 43)
        self.assertEqual(it.run("shout('hi')").value, "HI")
        self.assertEqual(it.run("answer").value, 42)  # bound now: no second lookup
        self.assertEqual(calls.count("answer"), 1)
        for name in ("nothing", "unknown"):
            with self.assertRaises(pyeval.ExecutionError) as cm:
                it.run(name)
            self.assertEqual(cm.exception.type, "NameError")

    def test_lookup_raising(self):
        def lookup(name):
            raise PermissionError("no " + name)
        with self.assertRaises(pyeval.ExecutionError) as cm:
            pyeval.run("secret", lookup=lookup)
        self.assertEqual(cm.exception.type, "PermissionError")
        self.assertEqual(cm.exception.message, "no secret")

    def test_lookup_final(self):
        r = pyeval.run("done(5)", lookup=lambda n: pyeval.final(lambda v: v * 2))
        self.assertTrue(r.is_final)
        self.assertEqual(r.final_answer, 10)


if __name__ == "__main__":
    unittest.main()
