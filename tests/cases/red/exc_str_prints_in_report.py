# Red team 2 (issue 10), program 92_exc_str_prints_in_report.
# attacks: sandboxed code (print) run from the top-level traceback report
class E(Exception):
    def __str__(self):
        print("in str, code runs during report")
        return "s"
raise E("x")
