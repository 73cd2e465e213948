# Red team 2 (issue 10), program 179_rss_notes_seq_top, a finding fixed since d2aaf4a.
# The report of the uncaught error is cut at the output limit (exit 1, as for any uncaught error).
# expect-exit: 1
# expect-stderr: traceback cut at the output limit
# time-bound: 5
# rss-bound: 400
# output-bound: 1100000
# attacks: top-level traceback whose __notes__ is a user sequence with huge __len__ returning a shared 1 MB str (report buffer growth with memory limit lifted)
S = "n" * 2**20
class Notes:
    def __len__(self): return 10**9
    def __getitem__(self, i): return S
e = ValueError("v")
e.__notes__ = Notes()
raise e
