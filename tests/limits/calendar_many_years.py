# pyeval: --max-ops 2000000
# expect-stderr: operation limit exceeded
# expect-stdout: 1 lines
# Text calendars are built in sandbox Python and charged as its operations: a loop over
# every year datetime allows ends at the operation limit, quickly.
import calendar

print(len(calendar.month(2024, 1).splitlines()[:1]), "lines")
for y in range(1, 10000):
    calendar.calendar(y, m=12)
print("never")
