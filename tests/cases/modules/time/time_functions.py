# time: struct_time, gmtime, asctime, strftime/strptime, sleep's argument errors,
# clock types and relations (the local-zone forms are in local_zone_utc.py)
import time


def t(s):
    try:
        print(s, repr(eval(s)))
    except Exception as e:
        print(s, '!!', type(e).__name__, e)


exprs = [
    'time.gmtime(0)',
    'time.gmtime(0).tm_zone',
    'time.gmtime(1.9)',
    'time.gmtime(-1.5)',
    'time.gmtime(1e20)',
    'time.gmtime(float("nan"))',
    'time.gmtime("x")',
    'time.strftime("%Y",(2024,0,0,0,0,0,0,0,0))',
    'time.strftime("%Y",(2024,1,32,0,0,0,0,1,0))',
    'time.strftime("%Y",(2024,1,1,24,0,0,0,1,0))',
    'time.strftime("%Y",(2024,1,1,0,60,0,0,1,0))',
    'time.strftime("%Y",(2024,1,1,0,0,62,0,1,0))',
    'time.strftime("%S",(2024,1,1,0,0,61,0,1,0))',
    'time.strftime("%a %j",(2024,1,1,0,0,0,-1,1,0))',
    'time.strftime("%Y",(2024,1,1,0,0,0,0,367,0))',
    'time.strftime(1)',
    'time.strftime("%f")',
    'time.strftime("%c %x %X %U %W %V %G",(2024,5,6,7,8,9,0,127,0))',
    'time.strftime("%Y", (1,2,3))',
    'time.strftime("%Y", [1,2,3,4,5,6,7,8,9])',
    'time.strptime("2024","%Y")',
    'time.strptime("Feb 29","%b %d")',
    'time.strptime("x")',
    'time.strptime(1)',
    'time.strptime("1", 2)',
    'time.strptime("2024 100","%Y %j")',
    'time.strptime("2024 10 3","%Y %W %w")',
    'time.struct_time((1,2,3))',
    'time.struct_time((1,2,3,4,5,6,7,8,9,10,11,12))',
    'time.struct_time((1,2,3,4,5,6,7,8,9,"Z",3)).tm_zone',
    'time.struct_time((1,2,3,4,5,6,7,8,9)).tm_gmtoff',
    'time.struct_time((1,2,3,4,5,6,7,8,9))[9:]',
    'time.struct_time(range(9))',
    'time.struct_time(5)',
    'len(time.gmtime(0))',
    'time.gmtime(0) == (1970,1,1,0,0,0,3,1,0)',
    'time.gmtime(0)[:3]',
    'time.sleep(-1)',
    'time.sleep("a")',
    'time.sleep(float("nan"))',
    'time.sleep(0)',
    'time.sleep(0.01)',
    'time.strptime("Thu Jan  1 00:00:00 1970")',
    'time.struct_time((1,2,3,4,5,6,7,8,9)).n_fields',
    'type(time.time())',
    'type(time.time_ns())',
    'time.monotonic() <= time.monotonic()',
    'time.perf_counter_ns() <= time.perf_counter_ns()',
    'type(time.process_time())',
    'abs(time.time() - time.time_ns()/1e9) < 1',
    'time.gmtime(time.time()).tm_year >= 2024',
    'time.gmtime(-2**40)',
    'time.gmtime(2**62)',
]
for s in exprs:
    t(s)
