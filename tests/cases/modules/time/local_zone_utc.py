# time's local-zone forms: pyeval's local zone is UTC (docs/differences.md), so this
# case matches a python3 that runs with TZ=UTC, as the project's test hosts do
import time


def t(s):
    try:
        print(s, repr(eval(s)))
    except Exception as e:
        print(s, '!!', type(e).__name__, e)


exprs = [
    'time.localtime(0)',
    'time.localtime(0).tm_zone',
    'time.mktime((2024,1,1,0,0,0,0,1,0))',
    'time.mktime((2024,1,1,0,0,0,0,1,-1))',
    'time.mktime((2024,13,1,0,0,0,0,1,0))',
    'time.mktime((2024,0,0,0,0,0,0,1,0))',
    'time.mktime((2024,1,1,25,61,61,0,1,0))',
    'time.mktime((1,2,3))',
    'time.mktime((1.5,2,3,4,5,6,7,8,9))',
    'time.mktime([2024,1,1,0,0,0,0,1,0])',
    'time.asctime((2024,1,1,0,0,0,0,1,0))',
    'time.asctime((2024,1,1,0,0,0,7,1,0))',
    'time.asctime((2024,1,1,0,0,0,-1,1,0))',
    'time.asctime((2024,1,1,0,0,0,-2,1,0))',
    'time.asctime((2024,1,1,0,0,0,-8,1,0))',
    'time.asctime((2024,13,1,0,0,0,0,1,0))',
    'time.asctime((2024,0,0,0,0,0,0,0,0))',
    'time.asctime((99999,1,1,0,0,0,0,1,0))',
    'time.ctime(0)',
    'time.ctime(1e12)',
    'time.ctime(-1e10)',
    'time.strftime("%Y %Z %z",(2024,1,1,0,0,0,0,1,0))',
    'time.strftime("%Y %Z %z",(2024,1,1,0,0,0,0,1,-1))',
    'time.strftime("%Y %Z %z",(2024,1,1,0,0,0,0,1,5))',
    'time.strftime("%Y %Z %z %#Z %^Z",time.gmtime(0))',
    'time.strftime("%Y %Z %z",time.localtime(0))',
    'time.strptime("2024 +0100 UTC","%Y %z %Z")',
    'time.strptime("2024 +0100 UTC","%Y %z %Z").tm_gmtoff',
    'time.strptime("2024 +0100 UTC","%Y %z %Z").tm_zone',
    'time.timezone',
    'time.altzone',
    'time.daylight',
    'time.tzname',
    'time.mktime(time.localtime(5))',
    'time.asctime(time.gmtime(0))',
    'time.localtime(2**40)',
]
for s in exprs:
    t(s)
