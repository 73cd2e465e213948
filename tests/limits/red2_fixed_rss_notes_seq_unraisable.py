# Red team 2 (issue 10), program 178_rss_notes_seq_unraisable, a finding fixed since d2aaf4a.
# expect-exit: 3
# expect-stderr: output limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# rss-bound: 400
# output-bound: 1100000
# attacks: "Exception ignored in" report of a __del__ exception whose __notes__ is a user sequence (huge __len__, each item a shared 1 MB str): the report buffer grows with the memory limit lifted, mid-run
S = "n" * 2**20
class Notes:
    def __len__(self): return 10**9
    def __getitem__(self, i): return S
class D:
    def __del__(self):
        e = ValueError("v")
        e.__notes__ = Notes()
        raise e
d = D()
del d
print("AFTER del")
