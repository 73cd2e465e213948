import argparse
import io
import sys


def run(parser, argv):
    # parse argv, showing the namespace or what went to stdout/stderr and the exit code
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        result = parser.parse_args(argv)
    except SystemExit as e:
        result = f'SystemExit({e.code})'
    finally:
        sys.stdout, sys.stderr = saved
    print(argv, '->', result)
    if out.getvalue():
        print('stdout:', out.getvalue(), sep='\n', end='')
    if err.getvalue():
        print('stderr:', err.getvalue(), sep='\n', end='')


p = argparse.ArgumentParser(prog='tool', description='Process some integers.')
p.add_argument('integers', metavar='N', type=int, nargs='+', help='an integer for the accumulator')
p.add_argument('--sum', dest='accumulate', action='store_const', const=sum, default=max,
               help='sum the integers (default: find the max)')
p.add_argument('-v', '--verbose', action='count', default=0)
p.add_argument('-q', action='store_true')
p.add_argument('--name', default='anon', choices=['anon', 'bob', 'eve'])
p.add_argument('-I', '--include', action='append', help='include a path')
p.add_argument('--ratio', type=float, required=False, metavar='R')
for argv in (['1', '2', '3'], ['1', '--sum', '4'], ['-vvq', '5'], ['-v', '-v', '6', '--name=bob'],
             ['--name', 'zed', '1'], [], ['x'], ['1', '--ratio', 'abc'], ['1', '--ratio'],
             ['1', '-I', 'a', '-Ib', '--include=c'], ['1', '--nam', 'eve'], ['1', '--bogus'],
             ['1', '-qx'], ['-h'], ['1', '--', '-5'], ['1', '-q=3'], ['1', '--verb']):
    run(p, argv)
print(p.format_usage(), end='')
print(p.parse_known_args(['1', '--what', 'x']))

q = argparse.ArgumentParser(prog='q')
q.add_argument('src')
q.add_argument('dst', nargs='?', default='out')
q.add_argument('rest', nargs='*')
q.add_argument('--pair', nargs=2, metavar=('A', 'B'))
q.add_argument('--maybe', nargs='?', const='C', default='D')
q.add_argument('--version', action='version', version='%(prog)s 1.0')
q.add_argument('--no-color', action='store_false', dest='color')
for argv in (['a'], ['a', 'b', 'c', 'd'], ['a', '--pair', '1'], ['a', '--pair', '1', '2'],
             ['a', '--maybe'], ['a', '--maybe', 'x', 'y'], ['--version'], ['a', '--no-color'], ['-h']):
    run(q, argv)
ns = argparse.Namespace(a=1, b='x')
setattr(ns, 'odd-name', 2)
print(ns, 'a' in ns, ns == argparse.Namespace(a=1, b='x'), argparse.Namespace())
