import argparse
import io
import sys


def run(parser, argv):
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
    for name, stream in (('stdout', out), ('stderr', err)):
        if stream.getvalue():
            print(name + ':', stream.getvalue(), sep='\n', end='')


p = argparse.ArgumentParser(prog='e', usage='%(prog)s [options] files', description='%(prog)s does things')
p.add_argument('--opt', nargs='?', const='c')
p.add_argument('--req', required=True, metavar='R')
p.add_argument('--box', nargs=2, metavar=('W', 'H'), type=int)
p.add_argument('--verb', action='store_true')
p.add_argument('--version', action='version', version='%(prog)s 2.0')
p.add_argument('first', nargs='?')
p.add_argument('files', nargs='*', default=['none'])
for argv in (['--req', 'r'], ['--req=r', '--opt', 'x', 'y'], ['--req', 'r', '--opt', '--', 'x'],
             ['--req', 'r', '-', 'a'], ['--req'], ['--req', '--verb'], ['--box', '1', 'x', '--req', 'r'],
             ['--req', 'r', '--ver'], ['--req', 'r', '--box', '3', '4', 'a', 'b', 'c'], ['--version'],
             ['--re', 'x'], ['-h']):
    run(p, argv)

plus = argparse.ArgumentParser(prog='plus', prefix_chars='+-')
plus.add_argument('+f', '++foo', action='store_true')
plus.add_argument('-b', type=int)
run(plus, ['+f', '-b', '2'])
run(plus, ['++foo'])
run(plus, ['-h'])

nums = argparse.ArgumentParser(prog='nums')
nums.add_argument('-1', dest='one', action='store_true')
nums.add_argument('x', nargs='?')
run(nums, ['-1'])
run(nums, ['-2'])

ch = argparse.ArgumentParser(prog='ch')
ch.add_argument('n', type=int, choices=[1, 2, 3], help='pick %(choices)s, default %(default)s')
ch.add_argument('--mode', choices=('a', 'b'), metavar='MODE', help='mode of %(prog)s')
run(ch, ['4'])
run(ch, ['2', '--mode', 'c'])
run(ch, ['-h'])
sub = argparse.ArgumentParser(prog='s')
sub.add_argument('--top', action='store_true')
sp = sub.add_subparsers(dest='cmd', metavar='COMMAND')
x = sp.add_parser('x', help='the x command', description='X does x.')
x.add_argument('vals', nargs='+', type=int)
run(sub, ['x', '1', '2', '--top'])
run(sub, ['--top', 'x', '--', '-3'])
run(sub, ['x'])
run(sub, ['-h'])
run(sub, ['x', '-h'])
print(sub.parse_known_args(['x', '1', '--zz', '2']))
