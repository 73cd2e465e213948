# A tree of 100 x 100 directories walked again and again ends at the operation limit:
# listing, stat and path joins all charge.
# pyeval: --max-ops 3000000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# forbid-stdout: after
# time-bound: 20
import os
for i in range(100):
    for j in range(100):
        os.makedirs(f'd{i}/e{j}')
while True:
    for root, dirs, files in os.walk('.'):
        pass
print('after')
