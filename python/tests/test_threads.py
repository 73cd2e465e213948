"""The GIL, threads, interrupts, Ctrl-C and run_async."""

import asyncio
import os
import signal
import threading
import time
import unittest

from support import pyeval

LONG = "while True:\n    pass"
UNLIMITED = pyeval.Limits(ops=None, timeout=20)


class ThreadTests(unittest.TestCase):
    def test_gil_released(self):
        it = pyeval.Interpreter(limits=UNLIMITED)
        progress = []
        t = threading.Thread(target=lambda: it.run(LONG, raise_errors=False))
        t.start()
        deadline = time.monotonic() + 0.3
        n = 0
        while time.monotonic() < deadline:
            n += 1  # pure-Python work needs the GIL
        progress.append(n)
        it.interrupt()
        t.join(5)
        self.assertFalse(t.is_alive())
        self.assertGreater(n, 10_000)

    def test_parallel_interpreters(self):
        results = []

        def work():
            with pyeval.Interpreter() as it:
                results.append(it.run("s = 0\nfor i in range(100_000): s += i\ns").value)
        ts = [threading.Thread(target=work) for _ in range(4)]
        for t in ts:
            t.start()
        for t in ts:
            t.join()
        self.assertEqual(results, [4999950000] * 4)

    def test_concurrent_use_refused(self):
        it = pyeval.Interpreter(limits=UNLIMITED)
        t = threading.Thread(target=lambda: it.run(LONG, raise_errors=False))
        t.start()
        try:
            deadline = time.monotonic() + 5
            while not it.running and time.monotonic() < deadline:
                time.sleep(0.001)
            with self.assertRaises(RuntimeError):
                it.run("1")
            with self.assertRaises(RuntimeError):
                it.globals["x"] = 1
            with self.assertRaises(RuntimeError):
                it.close()
        finally:
            it.interrupt()
            t.join(5)
        self.assertEqual(it.run("2").value, 2)

    def test_interrupt_from_thread(self):
        it = pyeval.Interpreter(limits=UNLIMITED)
        it.run("kept = 1")
        timer = threading.Timer(0.1, it.interrupt)
        timer.start()
        t0 = time.monotonic()
        with self.assertRaises(pyeval.Interrupted) as cm:
            it.run("print('go')\n" + LONG)
        self.assertLess(time.monotonic() - t0, 5)
        self.assertEqual(cm.exception.stdout, "go\n")
        self.assertEqual(it.run("kept").value, 1)
        it.interrupt()  # not running: no effect on the next run
        self.assertEqual(it.run("3").value, 3)

    @unittest.skipUnless(threading.current_thread() is threading.main_thread(),
                         "signals need the main thread")
    def test_ctrl_c(self):
        # A process started in the background by a non-interactive shell (CI) inherits
        # SIGINT ignored, and Python then keeps it ignored: Ctrl-C means nothing there,
        # and pyeval rightly leaves it so. The test gives the process Python's usual
        # handler, as an interactive one has.
        prev = signal.signal(signal.SIGINT, signal.default_int_handler)
        try:
            self._ctrl_c()
        finally:
            signal.signal(signal.SIGINT, prev)

    def _ctrl_c(self):
        it = pyeval.Interpreter(limits=UNLIMITED)
        timer = threading.Timer(0.1, os.kill, (os.getpid(), signal.SIGINT))
        timer.start()
        t0 = time.monotonic()
        with self.assertRaises(KeyboardInterrupt):
            it.run(LONG)
        self.assertLess(time.monotonic() - t0, 5)
        self.assertEqual(it.run("4").value, 4)
        # the program's own handler is what Ctrl-C runs
        seen = []
        old = signal.signal(signal.SIGINT, lambda s, f: seen.append(s))
        try:
            timer = threading.Timer(0.1, os.kill, (os.getpid(), signal.SIGINT))
            timer.start()
            with self.assertRaises(pyeval.Interrupted):
                it.run(LONG)
            self.assertEqual(seen, [signal.SIGINT])
        finally:
            signal.signal(signal.SIGINT, old)
        # the default handler is back in place after the run
        self.assertIs(signal.getsignal(signal.SIGINT), old)

    def test_run_async(self):
        async def main():
            it = pyeval.Interpreter(limits=UNLIMITED)
            ticks = 0
            task = asyncio.ensure_future(
                it.run_async("s = 0\nfor i in range(300_000): s += i\ns"))
            while not task.done():
                ticks += 1
                await asyncio.sleep(0.001)
            r = await task
            return r.value, ticks
        value, ticks = asyncio.run(main())
        self.assertEqual(value, sum(range(300_000)))
        self.assertGreater(ticks, 1)

    def test_run_async_cancel_interrupts(self):
        async def main():
            it = pyeval.Interpreter(limits=UNLIMITED)
            task = asyncio.ensure_future(it.run_async(LONG))
            await asyncio.sleep(0.05)
            task.cancel()
            with self.assertRaises(asyncio.CancelledError):
                await task
            deadline = time.monotonic() + 5
            while it.running and time.monotonic() < deadline:
                await asyncio.sleep(0.01)
            return it
        it = asyncio.run(main())
        self.assertFalse(it.running)

    def test_run_async_errors(self):
        async def main():
            it = pyeval.Interpreter()
            with self.assertRaises(pyeval.ExecutionError):
                await it.run_async("1/0")
            r = await it.run_async("1/0", raise_errors=False)
            return r
        self.assertIsNotNone(asyncio.run(main()).error)


if __name__ == "__main__":
    unittest.main()
