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


p = argparse.ArgumentParser(description='A fairly long description of what this program does, '
                            'long enough that it has to be wrapped over several lines of help text.',
                            epilog='See the manual for more.')
p.add_argument('--configuration-file', metavar='PATH', help='read the configuration from PATH instead of the default location in the home directory')
p.add_argument('--log-level', choices=['debug', 'info', 'warning', 'error', 'critical'], default='info', help='how much to log (default: %(default)s)')
p.add_argument('-j', '--jobs', type=int, default=1, help='number of jobs')
p.add_argument('--a-very-long-option-name-indeed', action='store_true', help='short help')
p.add_argument('--dry-run', action='store_true')
p.add_argument('inputs', nargs='+', help='input files')
p.add_argument('output', help='output file')
g = p.add_argument_group('network', 'Options about the network.')
g.add_argument('--host', default='localhost', help='host to connect to')
g.add_argument('--port', type=int, default=8080, help='port (default %(default)s)')
m = p.add_mutually_exclusive_group()
m.add_argument('--fast', action='store_true', help='go fast')
m.add_argument('--slow', action='store_true', help='go slow')
hidden = p.add_argument('--secret', help=argparse.SUPPRESS)
run(p, ['-h'])
run(p, ['a', 'b', '--fast', '--slow'])
run(p, ['a', '--log-level', 'loud', 'b'])
run(p, ['a'])
run(p, ['x', 'y', '-j', '3', '--port=1', '--secret', 's'])

s = argparse.ArgumentParser(prog='git')
s.add_argument('--git-dir')
sub = s.add_subparsers(dest='command', help='sub-command help')
c = sub.add_parser('commit', help='record changes')
c.add_argument('-m', '--message', required=True)
c.add_argument('--amend', action='store_true')
a = sub.add_parser('add', aliases=['stage'], help='add files')
a.add_argument('paths', nargs='*')
sub.add_parser('status')
for argv in (['commit', '-m', 'hi'], ['add', 'x', 'y'], ['stage'], ['status'], [], ['push'],
             ['commit'], ['-h'], ['commit', '-h'], ['--git-dir', 'd', 'add', '-h'], ['status', 'extra']):
    run(s, argv)

r = argparse.ArgumentParser(prog='req')
rg = r.add_mutually_exclusive_group(required=True)
rg.add_argument('--on', action='store_true')
rg.add_argument('--off', action='store_true')
r.add_argument('count', type=int, nargs=2)
for argv in (['1', '2'], ['--on', '1', '2'], ['--on', '--off', '1', '2'], ['--on', '1'], ['-h']):
    run(r, argv)

t = argparse.ArgumentParser(prog='t', add_help=False, formatter_class=argparse.ArgumentDefaultsHelpFormatter)
t.add_argument('--level', type=int, default=3, help='the level')
t.add_argument('pos', nargs='?', default='p', help='a positional')
print(t.format_help(), end='')
sub2 = argparse.ArgumentParser(prog='x')
sp = sub2.add_subparsers(title='commands', description='valid commands', required=True, dest='cmd')
sp.add_parser('go')
run(sub2, [])
run(sub2, ['-h'])
for bad in (lambda: argparse.ArgumentParser().add_argument('x', required=True),
            lambda: argparse.ArgumentParser().add_argument('--x', nargs=0),
            lambda: argparse.ArgumentParser().add_argument('x-', 'y'),
            lambda: argparse.ArgumentParser(add_help=True).add_argument('-h')):
    try:
        bad()
    except (TypeError, ValueError, argparse.ArgumentError) as e:
        print(type(e).__name__, e)
