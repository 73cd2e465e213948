for fill in ['é', '日', '\U0001f600', '\u0301']:
    print(repr('ab'.center(6, fill)), repr('ab'.ljust(5, fill)), repr('ab'.rjust(5, fill)))
    print(repr(format('ab', fill + '^6')), repr(format(42, fill + '=+7')), repr(format(1.5, fill + '<7')))
