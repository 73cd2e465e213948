try:
    {}["a"]
except KeyError:
    raise ValueError("converted")
