"""The host side of the virtual files: files=, MemoryFS, Interpreter.files, mounts,
environ and cwd. (The escape tests of mounts are tests/unit/test_vfs.c.)"""

import os
import shutil
import tempfile
import unittest

from support import pyeval


class FilesTests(unittest.TestCase):
    def test_files_dict_and_memoryfs(self):
        for files in ({"/data/in.csv": "a,b\n1,2\n"}, pyeval.MemoryFS({"/data/in.csv": b"a,b\n1,2\n"})):
            with pyeval.Interpreter(files=files) as it:
                r = it.run("import csv\nwith open('/data/in.csv') as f:\n"
                           "    rows = list(csv.reader(f))\nrows")
                self.assertEqual(r.value, [["a", "b"], ["1", "2"]])

    def test_memoryfs(self):
        fs = pyeval.MemoryFS()
        fs["/a.txt"] = "x"
        self.assertEqual(fs["/a.txt"], b"x")
        self.assertEqual(list(fs), ["/a.txt"])
        with self.assertRaises(ValueError):
            fs["relative"] = b""
        with self.assertRaises(TypeError):
            fs["/n"] = 5

    def test_host_reads_results(self):
        with pyeval.Interpreter() as it:
            it.run("import os\nos.makedirs('/out/sub')\n"
                   "open('/out/report.txt', 'w').write('done')\n"
                   "open('/out/sub/b.bin', 'wb').write(bytes(range(3)))")
            f = it.files
            self.assertEqual(f["/out/report.txt"], b"done")
            self.assertEqual(f.read_text("/out/report.txt"), "done")
            self.assertEqual(f.read_bytes("/out/sub/b.bin"), b"\x00\x01\x02")
            self.assertEqual(list(f), ["/out/report.txt", "/out/sub/b.bin"])
            self.assertEqual(len(f), 2)
            self.assertEqual(f.listdir("/out"), ["report.txt", "sub"])
            self.assertTrue(f.exists("/out/sub"))
            self.assertTrue(f.isdir("/out/sub"))
            self.assertFalse(f.isfile("/out/sub"))
            self.assertTrue(f.isfile("/out/report.txt"))
            self.assertEqual(f.getsize("/out/report.txt"), 4)
            self.assertIn("/out/report.txt", f)
            self.assertNotIn("/out/sub", f)

    def test_host_writes(self):
        with pyeval.Interpreter() as it:
            f = it.files
            f["/in/a.txt"] = "héllo"
            f.write_text("/in/b.txt", "b")
            f.write_bytes("/in/c.bin", b"\xff")
            f.mkdir("/empty/dir")
            self.assertEqual(it.run("open('/in/a.txt', encoding='utf-8').read()").value, "héllo")
            self.assertEqual(it.run("import os\nsorted(os.listdir('/in'))").value,
                             ["a.txt", "b.txt", "c.bin"])
            self.assertTrue(it.run("os.path.isdir('/empty/dir')").value)
            del f["/in/b.txt"]
            self.assertFalse(it.run("os.path.exists('/in/b.txt')").value)
            f.remove("/in/c.bin")
            self.assertFalse(f.exists("/in/c.bin"))

    def test_errors(self):
        with pyeval.Interpreter(files={"/d/f": b""}) as it:
            f = it.files
            with self.assertRaises(KeyError):
                f["/missing"]
            with self.assertRaises(KeyError):
                f["/d"]
            with self.assertRaises(KeyError):
                del f["/missing"]
            with self.assertRaises(FileNotFoundError):
                f.read_bytes("/missing")
            with self.assertRaises(IsADirectoryError):
                f.read_bytes("/d")
            with self.assertRaises(FileNotFoundError):
                f.getsize("/missing")
            with self.assertRaises(OSError):
                f["/d"] = b"x"  # a directory is in the way
            with self.assertRaises(ValueError):
                f["d/f"]
            with self.assertRaises(FileNotFoundError):
                f.listdir("/missing")

    def test_memory_limit_counts_files(self):
        with self.assertRaises(OSError):
            pyeval.Interpreter(files={"/big": b"x" * (8 << 20)},
                               limits=pyeval.Limits(memory="4MiB"))


class MountTests(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp()
        with open(os.path.join(self.dir, "h.txt"), "w") as f:
            f.write("host")

    def tearDown(self):
        shutil.rmtree(self.dir)

    def test_ro(self):
        with pyeval.Interpreter(mounts=[pyeval.Mount(self.dir, "/m")]) as it:
            self.assertEqual(it.run("open('/m/h.txt').read()").value, "host")
            self.assertEqual(it.files["/m/h.txt"], b"host")
            with self.assertRaises(pyeval.ExecutionError) as cm:
                it.run("open('/m/new.txt', 'w')")
            self.assertEqual(cm.exception.type, "OSError")
            with self.assertRaises(OSError):
                it.files["/m/new.txt"] = b"x"
        self.assertEqual(os.listdir(self.dir), ["h.txt"])

    def test_rw(self):
        with pyeval.Interpreter(mounts=[pyeval.Mount(self.dir, "/m", mode="rw")]) as it:
            it.run("open('/m/new.txt', 'w').write('made')")
        with open(os.path.join(self.dir, "new.txt")) as f:
            self.assertEqual(f.read(), "made")

    def test_overlay(self):
        with pyeval.Interpreter(mounts=[(self.dir, "/m", "overlay")]) as it:
            it.run("open('/m/new.txt', 'w').write('mem')\nopen('/m/h.txt', 'w').write('new')")
            self.assertEqual(it.files["/m/new.txt"], b"mem")
            self.assertEqual(it.files["/m/h.txt"], b"new")
        self.assertEqual(os.listdir(self.dir), ["h.txt"])
        with open(os.path.join(self.dir, "h.txt")) as f:
            self.assertEqual(f.read(), "host")

    def test_bad_mounts(self):
        with self.assertRaises(OSError):
            pyeval.Interpreter(mounts=[pyeval.Mount(os.path.join(self.dir, "nope"), "/m")])
        with self.assertRaises(ValueError):
            pyeval.Mount(self.dir, "/m", mode="wx")
        self.assertIn("overlay", repr(pyeval.Mount(self.dir, "/m", "overlay")))


class EnvironTests(unittest.TestCase):
    def test_environ(self):
        r = pyeval.run("import os\nos.environ.get('KEY'), os.getenv('HOME'), len(os.environ)",
                       environ={"KEY": "v"})
        self.assertEqual(r.value, ("v", None, 1))
        self.assertEqual(pyeval.run("import os\nlen(os.environ)").value, 0)

    def test_environ_follows_host(self):
        # the host's changes after `import os` reach os.environ at the next run; the
        # program's own writes stay unless the host later sets or removes that name
        # (Interpreter._setenv is what environ= calls; there is no public setter yet)
        for isolated in (False, True):
            with self.subTest(isolated=isolated), \
                    pyeval.Interpreter(environ={"A": "1"}, isolated=isolated) as it:
                it.run("import os\nos.environ['MINE'] = 'm'")
                self.assertEqual(it.run("os.getenv('MINE'), dict(os.environ)").value,
                                 ("m", {"A": "1", "MINE": "m"}))
                it._setenv("A", "2")
                it._setenv("B", "b")
                self.assertEqual(it.run("os.environ['A'], os.getenv('B'), len(os.environ)")
                                 .value, ("2", "b", 3))
                it._setenv("MINE", None)
                it._setenv("B", None)
                self.assertEqual(it.run("dict(os.environ)").value, {"A": "2"})

    def test_cwd(self):
        with pyeval.Interpreter(files={"/work/a.txt": "A"}, cwd="/work") as it:
            self.assertEqual(it.run("import os\nos.getcwd(), open('a.txt').read()").value,
                             ("/work", "A"))
        with self.assertRaises(FileNotFoundError):
            pyeval.Interpreter(cwd="/nowhere")
        with self.assertRaises(NotADirectoryError):
            pyeval.Interpreter(files={"/f": b""}, cwd="/f")


if __name__ == "__main__":
    unittest.main()
