def parse(s):
    try:
        return int(s)
    except ValueError:
        return {}["fallback"]
parse("x")
