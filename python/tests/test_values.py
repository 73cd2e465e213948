"""Values across the boundary, both ways: variables, globals, tool arguments and
results, the last expression's value."""

import collections
import dataclasses
import datetime
import unittest

from support import pyeval

Point = collections.namedtuple("Point", "x y")


@dataclasses.dataclass
class Item:
    name: str
    qty: int = 1


def echo(x):
    return x


def objects_ready():
    """True once the C library rebuilds OBJECT values (namedtuple, dataclass,
    datetime) in the sandbox."""
    try:
        pyeval.run("1", variables={"d": datetime.date(2000, 1, 1)})
        return True
    except (TypeError, ValueError):
        return False


needs_objects = unittest.skipUnless(objects_ready(),
                                    "the C library does not carry OBJECT values yet")


class ValueTests(unittest.TestCase):
    def setUp(self):
        self.it = pyeval.Interpreter(tools={"echo": echo})

    def tearDown(self):
        self.it.close()

    def roundtrip(self, value):
        """value -> global -> tool -> last value -> host."""
        self.it.globals["v"] = value
        return self.it.run("echo(v)").value

    def test_scalars(self):
        for v in (None, True, False, 0, -1, 2**63 - 1, -2**63, 1.5, float("inf"), "",
                  "héllo ☃ \U0001f600", b"", b"\x00\xff", 3 + 4j):
            got = self.roundtrip(v)
            self.assertEqual(got, v)
            self.assertIs(type(got), type(v))

    def test_bool_is_not_int(self):
        self.assertEqual(self.it.run("type(echo(True)).__name__").value, "bool")

    def test_bigints(self):
        for v in (2**64, -(2**64), 10**100, -(7**500), 2**63):
            self.assertEqual(self.roundtrip(v), v)
        self.assertEqual(self.it.run("echo(3**200) - 3**200").value, 0)

    def test_ints_past_the_digit_limit(self):
        import sys
        limit = sys.get_int_max_str_digits()
        big = 7 ** 20000  # 16,900 digits, past CPython's default 4300
        self.assertEqual(self.roundtrip(big), big)
        self.assertTrue(self.it.run("v == 7 ** 20000").value)
        self.it.run("w = -(3 ** 30000)")
        self.assertEqual(self.it.globals["w"], -(3 ** 30000))
        self.assertEqual(sys.get_int_max_str_digits(), limit)

    def test_containers(self):
        v = {"a": [1, (2, 3), {4, 5}], "b": frozenset({6}), (1, 2): bytearray(b"xy"),
             "n": None}
        got = self.roundtrip(v)
        self.assertEqual(got, v)
        self.assertIs(type(got["b"]), frozenset)
        self.assertIs(type(got[(1, 2)]), bytearray)
        self.assertEqual(self.it.run("type(v[(1, 2)]).__name__, type(v['a'][2]).__name__").value,
                         ("bytearray", "set"))

    def test_deep_copy(self):
        data = [1, [2]]
        self.it.globals["d"] = data
        self.it.run("d[1].append(3)")
        self.assertEqual(data, [1, [2]])
        self.assertEqual(self.it.globals["d"], [1, [2, 3]])

    def test_nesting(self):
        v = []
        for _ in range(500):
            v = [v]
        self.assertEqual(self.roundtrip(v), v)

    def test_too_deep_refused(self):
        v = []
        for _ in range(5000):
            v = [v]
        with self.assertRaises(ValueError):
            self.it.globals["deep"] = v

    def test_cycles_refused(self):
        a = [1]
        a.append(a)
        with self.assertRaises(ValueError):
            self.it.globals["cyc"] = a
        d = {}
        d["self"] = d
        with self.assertRaises(ValueError):
            pyeval.Interpreter(variables={"d": d})
        # a tool returning a cycle raises in the sandbox, catchably
        it = pyeval.Interpreter(tools={"cyc": lambda: a})
        r = it.run("try:\n    cyc()\nexcept ValueError as e:\n    print('refused')")
        self.assertEqual(r.stdout, "refused\n")
        # and a recursive sandbox value is refused on the way out
        with self.assertRaises(pyeval.ExecutionError):
            self.it.run("x = []\nx.append(x)\necho(x)")
        self.it.run("y = []\ny.append(y)")
        with self.assertRaises(ValueError):
            self.it.globals["y"]

    @needs_objects
    def test_namedtuple(self):
        got = self.roundtrip(Point(1, 2))
        self.assertEqual(got, (1, 2))
        self.assertEqual((got.x, got.y), (1, 2))
        self.assertEqual(type(got).__name__, "Point")
        self.assertEqual(self.it.run("v.x + v.y, type(v).__name__").value, (3, "Point"))
        # classes are made once per (name, fields)
        self.assertIs(type(self.roundtrip(Point(3, 4))), type(got))

    @needs_objects
    def test_dataclass(self):
        got = self.roundtrip(Item("pen", 3))
        self.assertTrue(dataclasses.is_dataclass(got))
        self.assertEqual((got.name, got.qty), ("pen", 3))
        self.assertEqual(self.it.run("v.name, v.qty").value, ("pen", 3))

    @needs_objects
    def test_datetime(self):
        tz = datetime.timezone(datetime.timedelta(hours=2), "X")
        for v in (datetime.date(2024, 2, 29), datetime.time(1, 2, 3, 4),
                  datetime.datetime(2020, 1, 2, 3, 4, 5, 6),
                  datetime.datetime(2020, 1, 2, 3, 4, 5, tzinfo=datetime.timezone.utc),
                  datetime.datetime(2020, 1, 2, tzinfo=tz),
                  datetime.timedelta(days=-1, seconds=5, microseconds=7),
                  datetime.timezone.utc, tz):
            got = self.roundtrip(v)
            self.assertEqual(got, v)
            self.assertIs(type(got), type(v))
        self.assertEqual(self.it.run("v.utcoffset(None)").value, datetime.timedelta(hours=2))
        self.assertEqual(self.it.run("import datetime\ndatetime.date(2000, 1, 1)").value,
                         datetime.date(2000, 1, 1))

    @needs_objects
    def test_records_made_in_the_sandbox(self):
        r = self.it.run(
            "from collections import namedtuple\nfrom dataclasses import dataclass\n"
            "P = namedtuple('P', 'a b')\n"
            "@dataclass\nclass D:\n    x: int\n    y: list\n"
            "[P(1, [2]), D(3, [P(4, 5)])]")
        p, d = r.value
        self.assertEqual((type(p).__name__, p.a, p.b), ("P", 1, [2]))
        self.assertTrue(dataclasses.is_dataclass(d))
        self.assertEqual(type(d).__name__, "D")
        self.assertEqual(d.x, 3)
        self.assertIs(type(d.y[0]), type(p))  # one host class per (name, fields)
        self.assertEqual(repr(p), "P(a=1, b=[2])")

    def test_handles(self):
        class Secret:
            def __repr__(self):
                return "<Secret 42>"
        s = Secret()
        self.it.globals["h"] = s
        self.assertIs(self.it.globals["h"], s)
        self.assertIs(self.it.run("echo(h)").value, s)
        self.assertEqual(self.it.run("print(h, repr(h))").stdout, "<Secret 42> <Secret 42>\n")
        self.assertIs(self.it.run("[h, h]").value[1], s)
        with self.assertRaises(pyeval.ExecutionError):
            self.it.run("h.attr")

    def test_handle_bad_repr(self):
        class Bad:
            def __repr__(self):
                raise RuntimeError("no")
        self.it.globals["b"] = Bad()
        self.assertIn("Bad object", self.it.run("repr(b)").value)

    def test_opaque(self):
        r = self.it.run("def f(): pass\nf")
        self.assertIsInstance(r.value, pyeval.Opaque)
        self.assertEqual(r.value.type_name, "function")
        self.assertTrue(repr(r.value).startswith("<function f at"))
        # an Opaque is a plain host object: passed back in, it is a handle to itself
        self.it.globals["o"] = r.value
        self.assertIs(self.it.globals["o"], r.value)

    def test_builtin_classes(self):
        # a builtin class crosses as the other side's class of the same name
        for cls in (int, str, float, bool, list, dict, tuple, set, frozenset, bytes,
                    type, object, ValueError, KeyError, Exception):
            self.assertIs(self.roundtrip(cls), cls)
        self.it.globals["T"] = int
        self.assertEqual(self.it.run("T is int, T('7') + 1").value, (True, 8))
        self.assertIs(self.it.run("type(3)").value, int)
        # classes that are not builtins stay opaque or handles
        self.assertIsInstance(self.it.run("type(None)").value, pyeval.Opaque)
        self.assertIsInstance(self.it.run("class A: pass\nA").value, pyeval.Opaque)
        self.it.globals["P"] = Point
        self.assertEqual(self.it.run("type(P).__name__").value, "host_handle")
        # a program's own binding of a builtin name does not change what crosses
        self.assertIs(self.it.run("int = str\ntype(3)").value, int)

    def test_last_value(self):
        self.assertEqual(self.it.run("x = 5\nx * 2").value, 10)
        self.assertIsNone(self.it.run("x = 5").value)
        self.assertIsNone(self.it.run("x\ny = 1").value)
        self.assertEqual(self.it.run("print('p')\n[x, 'a']").value, [5, "a"])

    def test_variables_and_globals_view(self):
        it = pyeval.Interpreter(variables={"a": 1, "b": [1, 2]})
        self.assertEqual(it.run("a + sum(b)").value, 4)
        g = it.globals
        self.assertEqual(g["a"], 1)
        self.assertIn("b", g)
        self.assertNotIn("zz", g)
        g["c"] = "three"
        self.assertEqual(it.run("c").value, "three")
        del g["c"]
        with self.assertRaises(KeyError):
            g["c"]
        with self.assertRaises(KeyError):
            del g["c"]
        it.run("def f(): pass")
        self.assertEqual(sorted(g), ["a", "b", "f"])
        self.assertEqual(len(g), 3)
        self.assertIsInstance(g["f"], pyeval.Opaque)
        self.assertEqual(dict(g.items())["a"], 1)
        it.close()

    def test_str_surrogates_refused(self):
        with self.assertRaises(UnicodeEncodeError):
            self.it.globals["s"] = "\ud800"


if __name__ == "__main__":
    unittest.main()
