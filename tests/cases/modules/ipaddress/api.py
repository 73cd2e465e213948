# ipaddress: the documented examples, hashing (as dict keys and set members), the
# exception classes, and the limits of iteration.
import ipaddress
from ipaddress import (IPv4Address, IPv4Interface, IPv4Network, IPv6Address,
                       IPv6Network, ip_address, ip_interface, ip_network)

print(ip_address('192.168.0.1'), ip_address('2001:db8::'), ip_address(3221225985))
print(IPv4Address('192.0.2.1') + 3, IPv6Address('2001:db8::1') - 1)
net = ip_network('192.0.2.0/29')
print(list(net.hosts()), list(net), net.num_addresses, net[3], net[-1])
print(list(ip_network('192.0.2.0/24').subnets(new_prefix=26)))
print(ip_network('192.0.2.0/24').supernet(new_prefix=20))
print(list(ip_network('192.0.2.0/28').address_exclude(ip_network('192.0.2.1/32'))))
print(list(ipaddress.collapse_addresses([IPv4Network('192.0.2.0/25'),
                                         IPv4Network('192.0.2.128/25')])))
print(list(ipaddress.summarize_address_range(IPv4Address('192.0.2.0'),
                                             IPv4Address('192.0.2.130'))))
d = {ip_address('10.0.0.1'): 'a', ip_network('10.0.0.0/8'): 'b',
     ip_interface('10.0.0.1/8'): 'c', IPv6Address('::1'): 'd'}
print(d[IPv4Address('10.0.0.1')], d[IPv4Network('10.0.0.0/8')],
      d[IPv4Interface('10.0.0.1/8')], d[ip_address('::1')], len(d))
s = {ip_address('1.1.1.1'), ip_address('1.1.1.1'), IPv4Address(16843009)}
print(len(s), sorted({ip_network('10.0.0.0/8'), ip_network('10.0.0.0/16')}))
print(sorted([ip_address('10.0.0.2'), ip_address('10.0.0.1'), ip_address('9.255.255.255')]))
print(ip_address('127.0.0.1') in ip_network('127.0.0.0/8'), IPv6Network('::/0').num_addresses)
print(f'{ip_address("192.168.1.1"):#_b}', f'{ip_address("::1"):_x}', f'{ip_address("1.2.3.4"):>12s}')
print(issubclass(ipaddress.AddressValueError, ValueError),
      issubclass(ipaddress.NetmaskValueError, ValueError))
for bad in ['1.2.3.4/33', '1.2.3.4/255.0.255.0', '::1/129', '1.2.3.4/24/1', '1.2.3.256',
            '1:2:3', 'fe80::1%', '']:
    for f in (ip_network, ip_interface, IPv4Network, IPv6Network, IPv4Interface):
        try:
            print(f(bad))
        except ValueError as e:
            print(f.__name__, type(e).__name__, e)
try:
    ip_network('192.168.1.1/24')
except ValueError as e:
    print(type(e).__name__, e)
print(ip_network('192.168.1.1/24', strict=False), ip_network('192.168.1.1/0.0.0.255', False))
big = ip_network('10.0.0.0/8')
it = big.hosts()
print(next(it), next(it), big.num_addresses)
