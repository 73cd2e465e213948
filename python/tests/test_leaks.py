"""Reference counting in the glue: many runs with tools and values leave the host's
RSS and tracemalloc's count flat."""

import gc
import os
import tracemalloc
import unittest

from support import pyeval

RUNS = 10_000
UNDER_ASAN = "asan" in os.environ.get("LD_PRELOAD", "")


def rss_bytes():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


class Handle:
    pass


class LeakTests(unittest.TestCase):
    @unittest.skipUnless(os.path.exists("/proc/self/statm"), "needs /proc")
    def test_runs_with_tools_and_values(self):
        h = Handle()

        def tool(x, *, k=None):
            return {"x": x, "list": [1, 2.5, "s", b"b", (h, None)], "big": 2**100}

        def fail(msg):
            raise ValueError(msg)
        it = pyeval.Interpreter(tools={"tool": tool, "fail": fail},
                                variables={"h": h, "data": list(range(50))})
        code = ("r = tool([h, 'a' * 20, data[:5]], k={'q': 1})\n"
                "try:\n    fail('no')\nexcept ValueError:\n    pass\n"
                "print(len(r['list']))\n"
                "[r['big'], h]")

        def batch(n):
            for i in range(n):
                r = it.run(code)
                assert r.value[1] is h
                it.globals["v"] = {"i": i, "h": h}
                it.globals["v"]
                if i % 100 == 0:
                    it.run("1/0", raise_errors=False)
        batch(500)  # warm up caches and arenas
        gc.collect()
        refs0 = len(gc.get_referrers(h))
        rss0 = rss_bytes()
        tracemalloc.start()
        snap0 = tracemalloc.take_snapshot()
        batch(RUNS)
        gc.collect()
        snap1 = tracemalloc.take_snapshot()
        tracemalloc.stop()
        rss1 = rss_bytes()
        grown = sum(s.size_diff for s in snap1.compare_to(snap0, "filename"))
        self.assertLess(grown, 64 * 1024, f"tracemalloc grew by {grown} bytes")
        if not UNDER_ASAN:  # ASan's quarantine holds freed memory: RSS grows there
            self.assertLess(rss1 - rss0, 4 << 20, f"RSS grew by {rss1 - rss0} bytes")
        self.assertEqual(len(gc.get_referrers(h)), refs0)
        it.close()

    def test_handles_released(self):
        import sys
        h = Handle()
        base = sys.getrefcount(h)
        it = pyeval.Interpreter(tools={"echo": lambda x: x})
        for _ in range(100):
            it.globals["h"] = h
            it.run("x = [h, echo(h)]\ny = {'k': h}")
        self.assertGreater(sys.getrefcount(h), base)
        it.run("del x, y, h")
        self.assertEqual(sys.getrefcount(h), base)
        it.globals["h"] = h
        it.close()
        self.assertEqual(sys.getrefcount(h), base)

    def test_interpreters_freed(self):
        for _ in range(300):
            with pyeval.Interpreter(tools={"t": lambda: 1}, variables={"a": [1]}) as it:
                it.run("t() + a[0]")
        gc.collect()
        rss0 = rss_bytes()
        for _ in range(1000):
            it = pyeval.Interpreter(tools={"t": lambda: 1}, variables={"a": [1]})
            it.run("t() + a[0]")
            del it  # no close(): the destructor frees the VM
        gc.collect()
        if not UNDER_ASAN:
            self.assertLess(rss_bytes() - rss0, 8 << 20)


if __name__ == "__main__":
    unittest.main()
