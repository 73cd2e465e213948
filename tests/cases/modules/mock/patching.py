# patch as a context manager and a decorator (on sandbox modules and classes),
# patch.object, patch.dict, start/stop, and their errors.
import json
import math
import unittest
from unittest import mock
from unittest.mock import patch, MagicMock, Mock, sentinel


class Service:
    limit = 3

    def fetch(self):
        return 'real'


with patch('math.sqrt') as fake:
    fake.return_value = 99
    print(math.sqrt(4), fake.call_args, isinstance(fake, MagicMock))
print(math.sqrt(4))

with patch('json.dumps', return_value='X'):
    print(json.dumps({}))
print(json.dumps({}))

with patch('math.pi', 3):
    print(math.pi)
print(math.pi)

with patch.object(Service, 'fetch', return_value='fake') as m:
    print(Service().fetch(), m.call_count)
print(Service().fetch())

with patch.object(Service, 'limit', 10):
    print(Service.limit)
print(Service.limit)


@patch('math.floor')
def decorated(extra, fake_floor):
    fake_floor.return_value = 'floored'
    return math.floor(2.5), extra


print(decorated('arg'), math.floor(2.5))


@patch.object(Service, 'fetch')
@patch('math.ceil', new=lambda x: 'ceil!')
def stacked(fake_fetch):
    fake_fetch.return_value = 'stacked'
    return Service().fetch(), math.ceil(1.2)


print(stacked())

config = {'a': 1}
with patch.dict(config, {'b': 2}):
    print(sorted(config.items()))
print(config)
with patch.dict(config, {'c': 3}, clear=True):
    print(config)
print(config)


@patch.dict(config, z=26)
def uses_dict():
    return dict(config)


print(uses_dict(), config)

p = patch('math.tau', 1)
print(p.start(), math.tau)
p.stop()
print(math.tau)

try:
    with patch.object(Service, 'nothing_here'):
        pass
except AttributeError as e:
    print('AttributeError:', e)
with patch('math.nothing_here', create=True, new=5):
    print(math.nothing_here)
print(hasattr(math, 'nothing_here'))
try:
    patch('nodots')
except TypeError as e:
    print('TypeError:', e)
try:
    patch.object('math', 'pi')
except TypeError as e:
    print('TypeError:', e)
try:
    patch('math.pi', new=1, new_callable=list)
except ValueError as e:
    print('ValueError:', e)

with patch('math.sqrt', new_callable=Mock) as m2:
    print(type(m2).__mro__[1].__name__)

try:
    with patch('math.sqrt') as broken:
        raise KeyError('inside')
except KeyError as e:
    print('KeyError', e, math.sqrt(9))


class PatchedTests(unittest.TestCase):
    @patch('math.gcd', return_value=7)
    def test_gcd(self, gcd):
        self.assertEqual(math.gcd(2, 4), 7)
        gcd.assert_called_once_with(2, 4)

    def test_real(self):
        self.assertEqual(math.gcd(2, 4), 2)


suite = unittest.defaultTestLoader.loadTestsFromTestCase(PatchedTests)
result = unittest.TestResult()
suite.run(result)
print(result.testsRun, result.failures, result.errors)
