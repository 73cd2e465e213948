# pyeval: --fixed-time 2024-01-02T03:04:05.25+01:00
# expect-exit: 0
# expect-stdout: 1704161045250000000 2024-01-02 02:04:05.250000 2024-01-02 2024-01-02 02:04:05.250000
# expect-stdout: after sleep 1704161046750000000
# The CLI's --fixed-time (an ISO time with an offset and a fraction) starts every clock
# datetime and time read at that instant; time.sleep advances it by what was slept.
import datetime
import time

print(time.time_ns(), datetime.datetime.now(), datetime.date.today(), datetime.datetime.utcnow())
time.sleep(1.5)
print("after sleep", time.time_ns())
