# Red team 2 (issue 10), program 191_syntaxwarning_flood.
# expect-exit: 3
# expect-stderr: output limit exceeded
# time-bound: 5
# output-bound: 1100000
# attacks: compile-time SyntaxWarning flood ("is" with a literal on 110,000 lines): is
# warning text counted toward the 1 MiB output limit?
# A generator (tests/run_limits.py): the program it prints is about 1 MB.
import sys

sys.stdout.write("x=1 is 1\n" * 110000)
