import argparse
import io
import sys


def run(parser, argv, known=False):
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        result = parser.parse_known_args(argv) if known else parser.parse_args(argv)
    except SystemExit as e:
        result = f'SystemExit({e.code})'
    finally:
        sys.stdout, sys.stderr = saved
    print(argv, '->', result)
    for name, stream in (('stdout', out), ('stderr', err)):
        if stream.getvalue():
            print(name + ':', stream.getvalue(), sep='\n', end='')


def positive(text):
    value = int(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(f'{value} is not positive')
    return value


p = argparse.ArgumentParser(prog='m')
p.add_argument('--n', type=positive)
p.add_argument('--color', action=argparse.BooleanOptionalAction, default=True, help='use color')
p.add_argument('--tag', action='extend', nargs='+')
p.add_argument('--const', action='append_const', const=7)
p.add_argument('--level', type=int, choices=range(1, 4))
p.add_argument('--verbose', '--loud', action='store_true')
p.add_argument('--verify', action='store_true')
p.add_argument('cmd', nargs=argparse.REMAINDER)
p.set_defaults(extra='yes', n=5)
print(p.get_default('n'), p.get_default('extra'), p.get_default('nothing'))
for argv in (['--n', '3'], ['--n', '-2'], ['--n', 'x'], ['--no-color'], ['--tag', 'a', 'b', '--tag', 'c'],
             ['--const', '--const'], ['--level', '3'], ['--level', '9'], ['--ver'], ['--verb'],
             ['--loud'], ['run', '--n', '1', 'x'], ['-h']):
    run(p, argv)

neg = argparse.ArgumentParser(prog='neg')
neg.add_argument('-x', type=float)
neg.add_argument('nums', nargs='*', type=float)
for argv in (['-x', '-1.5', '-2', '3'], ['-1', '-x', '2'], ['-x']):
    run(neg, argv)

parent = argparse.ArgumentParser(add_help=False)
parent.add_argument('--shared', default='s')
child = argparse.ArgumentParser(prog='child', parents=[parent], argument_default=argparse.SUPPRESS)
child.add_argument('--own')
run(child, ['--shared', 'v'])
run(child, [])
run(child, ['-h'])

quiet = argparse.ArgumentParser(prog='quiet', exit_on_error=False)
quiet.add_argument('--num', type=int)
try:
    quiet.parse_args(['--num', 'x'])
except argparse.ArgumentError as e:
    print(type(e).__name__, e, e.argument_name)

s = argparse.ArgumentParser(prog='top')
sub = s.add_subparsers(dest='cmd')
a = sub.add_parser('a')
a.add_argument('--flag', action='store_true')
run(s, ['a', '--flag', '--other', 'z'], known=True)
run(s, ['a', '--other'])
for bad in (lambda: argparse.ArgumentParser().add_argument('--p', nargs=2, metavar=('A', 'B', 'C')),
            lambda: argparse.ArgumentParser().add_argument('--q', action='nope'),
            lambda: argparse.ArgumentParser().add_argument('--r', type='int')):
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(repr(argparse.ArgumentParser(prog='r', description='d')))
print(argparse.Namespace(b=2, a=1), vars(argparse.Namespace(z=0)))
