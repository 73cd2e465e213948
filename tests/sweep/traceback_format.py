# traceback._format under failing allocations: the text a program asks for is never
# cut for memory. A refusal by the memory limit (its chain array, its buffer, the cut
# line) must end the run with the limit error, not a catchable MemoryError. Only the
# exception line is printed: a traceback entry that does not fit is dropped when it is
# recorded (builtins/exceptions.c), which would change the frame lines.
import traceback


def f():
    raise ValueError('bad value')


try:
    f()
except ValueError as e:
    text = traceback._format(e)
print(text.splitlines()[-1])
