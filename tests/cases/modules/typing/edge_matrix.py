import math, sys, copy, typing, string
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: sys.setrecursionlimit(1.5)); t(lambda: sys.setrecursionlimit('a')); t(lambda: sys.getrecursionlimit(1))
t(lambda: sys.version_info.releaselevel); t(lambda: tuple(sys.version_info)[:3] >= (3, 11)); t(lambda: sys.float_info.dig)
t(lambda: sys.stdout.write(5)); t(lambda: sys.set_int_max_str_digits(1))
t(lambda: copy.deepcopy({1: {2: [3]}})); t(lambda: copy.copy({1, 2})); t(lambda: copy.deepcopy(frozenset([1])))
t(lambda: copy.deepcopy((1, [2]))); t(lambda: copy.copy(range(3))); t(lambda: copy.deepcopy(bytearray(b'ab')))
t(lambda: typing.Dict[str]); t(lambda: typing.List[int, str]); t(lambda: typing.Union[()]); t(lambda: typing.Union[int, int]); t(lambda: typing.Optional[None])
t(lambda: typing.Literal[1, 'a', None]); t(lambda: typing.Tuple[()]); t(lambda: typing.Callable[[int], None]); t(lambda: typing.TypeVar('T', int))
t(lambda: typing.Any()); t(lambda: typing.Union[int, str] == typing.Union[str, int]); t(lambda: typing.List[int].__origin__); t(lambda: typing.Dict[str, int].__args__)
t(lambda: string.capwords('a\tb  c\nd')); t(lambda: string.Template('${x}y').substitute(x=1))

