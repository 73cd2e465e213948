# CPython cuts long names in these messages: NameError '%.200s', AttributeError's type
# name '%.50s', binary operators '%.100s', len() '%.200s'.
N = 'n' * 300
for src in [N, 'type(%r, (), {})().foo' % N, 'type(%r, (), {}).foo' % N,
            'type(%r, (), {})() + 1' % N, '1 ** type(%r, (), {})()' % N,
            'len(type(%r, (), {})())' % N, 'x = 1\nx -= type(%r, (), {})()' % N]:
    try:
        exec(src, {})
    except (NameError, AttributeError, TypeError) as e:
        print(type(e).__name__, len(str(e)), str(e))
