# Mock: return_value, side_effect (exception, iterable, callable), call recording,
# call / ANY / sentinel, the assert_* methods and their messages, spec.
from unittest import mock
from unittest.mock import Mock, MagicMock, call, ANY, sentinel, DEFAULT


def attempt(fn, *args, **kwargs):
    try:
        result = fn(*args, **kwargs)
        print('ok', result)
    except AssertionError as e:
        print('AssertionError:', e)
    except Exception as e:
        print(type(e).__name__, e)


m = Mock()
m.return_value = 42
print(m(1, 2, key='v'), m.called, m.call_count)
print(m.call_args, m.call_args.args, m.call_args.kwargs)
print(m.call_args == call(1, 2, key='v'), m.call_args == ((1, 2), {'key': 'v'}))
m('x')
print(m.call_args_list)
print(m.mock_calls)
attempt(m.assert_called_with, 'x')
attempt(m.assert_called_with, 'y')
attempt(m.assert_called_once_with, 'x')
attempt(m.assert_called_once)
attempt(m.assert_not_called)
attempt(m.assert_called)
attempt(m.assert_any_call, 1, 2, key='v')
attempt(m.assert_any_call, 3)
attempt(m.assert_has_calls, [call(1, 2, key='v'), call('x')])
attempt(m.assert_has_calls, [call('x'), call(1, 2, key='v')])
attempt(m.assert_has_calls, [call('x'), call(1, 2, key='v')], any_order=True)
attempt(m.assert_has_calls, [call('z')], any_order=True)
attempt(m.assert_called_with, ANY)
attempt(m.assert_any_call, 1, ANY, key=ANY)

fresh = Mock(name='fresh')
attempt(fresh.assert_called)
attempt(fresh.assert_called_with, 1)
attempt(fresh.assert_called_once_with, 1)
fresh()
fresh()
attempt(fresh.assert_not_called)

m.reset_mock()
print(m.call_count, m.call_args, m.call_args_list, m())

e = Mock(side_effect=KeyError('k'))
attempt(e)
e = Mock(side_effect=ValueError)
attempt(e)
it = Mock(side_effect=[1, 2, IndexError('third')])
attempt(it)
attempt(it)
attempt(it)
attempt(it)
f = Mock(side_effect=lambda x: x * 2)
attempt(f, 21)
d = Mock(side_effect=lambda: DEFAULT, return_value='dflt')
attempt(d)

parent = Mock()
parent.child.method(1)
parent.other(2)
parent()
print(parent.method_calls)
print(parent.mock_calls)
print(parent.child.method.call_args)
r = parent.child.method.return_value
print(r is parent.child.method(), parent.child is parent.child)
print(parent.mock_calls == [call.child.method(1), call.other(2), call(),
                            call.child.method()])

cfg = Mock(**{'a.return_value': 3, 'b.side_effect': KeyError, 'attr': 'v'})
print(cfg.a(), cfg.attr)
attempt(cfg.b)
attempt(getattr, Mock(), 'assert_something')
attempt(getattr, Mock(), 'assret_called')


class Spec:
    x = 1

    def method(self):
        pass


s = Mock(spec=Spec)
print(s.method() is s.method.return_value)
attempt(getattr, s, 'missing')
s2 = Mock(spec=['alpha'])
print(s2.alpha is s2.alpha)
attempt(getattr, s2, 'beta')

print(sentinel.thing is sentinel.thing, sentinel.thing, DEFAULT)
print(ANY == 5, ANY != 5, [1, ANY] == [1, 'x'], repr(ANY))
print(call(1, a=2), call.method(3), call.a.b(4), call()(5))
print(call(1) == call(1), call(1) == call(2), call.x(1) == call.y(1))
print(call(1, 2).args, call(a=1).kwargs)
print(call.a(1).call_list())

mm = MagicMock()
print(len(mm), bool(mm), int(mm), float(mm), 3 in mm, list(mm))
mm.__len__.return_value = 7
print(len(mm))
mm.__getitem__.return_value = 'item'
print(mm['k'], mm.__getitem__.call_args)
mm.__iter__.return_value = iter([1, 2])
print(list(mm))
with mm as entered:
    print(entered is mm.__enter__.return_value)
print(mm == mm, mm == 1, mm != 1)
mm.__str__.return_value = 'custom'
print(str(mm))
other = MagicMock()
print(len(other))
