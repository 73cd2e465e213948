# A star capture over a huge range iterates it under the operation budget instead of
# reserving memory for len(subject) items up front.
# pyeval: --max-ops 100000
# expect-stdout: started
# expect-stderr: operation limit
# expect-exit-nonzero
# time-bound: 5
print("started")
match range(10**12):
    case [first, *rest]:
        print("unreachable")
