import argparse
import io
import sys


def main():
    parser = argparse.ArgumentParser(description='demo')
    parser.add_argument('--count', type=int, default=2)
    parser.add_argument('files', nargs='*')
    args = parser.parse_args()
    print(args, parser.prog)
    long = argparse.ArgumentParser(prog='a-program-name-that-is-really-quite-long-for-a-command-line-tool')
    for i in range(8):
        long.add_argument(f'--option-number-{i}', metavar='VALUE')
    long.add_argument('first_positional')
    long.add_argument('second_positional', nargs='+')
    print(long.format_usage(), end='')
    only_pos = argparse.ArgumentParser(prog='pos', add_help=False)
    for i in range(12):
        only_pos.add_argument(f'positional_argument_{i}')
    print(only_pos.format_usage(), end='')
    print(only_pos.format_help(), end='')
    sys.stderr = io.StringIO()
    # an uncaught error: usage and message on stderr, exit status 2
    parser.parse_args(['--count', 'many'])


if __name__ == '__main__':
    try:
        main()
    except SystemExit as e:
        print('exit', e.code, sys.stderr.getvalue().splitlines())
        raise
