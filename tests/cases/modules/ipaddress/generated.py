# ipaddress over generated inputs: parsing (every error message), text forms,
# properties, networks, interfaces, hosts/subnets/supernet, collapse, summarize,
# address_exclude, comparisons and arithmetic.
import ipaddress as D

seed = 99


class _R:
    def random(self):
        global seed
        seed = (seed * 1103515245 + 12345) % 2147483648
        return (seed >> 4) / 134217728.0

    def randint(self, a, b):
        return a + int(self.random() * (b - a + 1))

    def choice(self, seq):
        return seq[int(self.random() * len(seq))]

    def Random(self, k):
        return self


random = _R()


def cmp(tag, f):
    try:
        r = f(D)
        if hasattr(r, '__next__'):
            r = list(r)
        print(tag, repr(r))
    except Exception as e:
        print(tag, type(e).__name__, e)


V4 = ['0.0.0.0', '1.2.3.4', '10.1.2.3', '127.0.0.1', '169.254.3.4', '172.16.5.4', '192.168.0.1', '192.0.0.9', '192.0.0.170', '100.64.1.1', '224.0.0.1', '240.0.0.1', '255.255.255.255', '192.0.2.1', '8.8.8.8', '01.2.3.4', '1.2.3', '1.2.3.4.5', '256.1.1.1', '1..2.3', '', ' 1.2.3.4', '1.2.3.a', '1234.1.1.1', '1.2.3.4%x', '١.2.3.4']
V6 = ['::', '::1', '1::', '2001:db8::1', 'fe80::1', 'fe80::1%eth0', 'fe80::1%', 'fec0::1', 'ff02::1', '::ffff:1.2.3.4', '::ffff:10.0.0.1', '2002:c000:0204::1', '2001:0:4136:e378:8000:63bf:3fff:fdd2', '1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7', '1:2:3:4:5:6:7:8:9', '1::2::3', ':1:2:3:4:5:6:7', '1:2:3:4:5:6:7:', '::1:2:3:4:5:6:7', '1:2:3:4:5:6:7::', '12345::', 'g::', '1:0:0:1:0:0:0:1', '0:0:1:0:0:1:0:0', '::1.2.3.4.5', '1:2:3:4:5:6:1.2.3.4', '64:ff9b:1::5', '2001:1::1', '2001:3::5', '100::1', 'FFFF::', ':', ':::', '1:2', '2001:db8::%1']
MASKS = ['', '/0', '/8', '/24', '/31', '/32', '/33', '/64', '/127', '/128', '/129', '/255.255.0.0', '/0.0.255.255', '/255.0.255.0', '/x', '/ 24', '/24/3', '/+8', '/-1', '/ffff::']
def rnd_addr():
    r = random.random()
    if r < 0.3: return random.choice(V4)
    if r < 0.6: return random.choice(V6)
    if r < 0.7: return random.choice([0, 1, 2**32-1, 2**32, -1, 2**128-1, 2**128, 3232235777])
    if r < 0.75: return random.choice([b'\x01\x02\x03\x04', b'\x00'*16, b'abc', b'\x01'*17])
    if r < 0.85: return '%d.%d.%d.%d' % tuple(random.choice([0,1,10,127,128,169,172,192,224,254,255]) for _ in range(4))
    return ':'.join(random.choice(['0','1','ff','2001','db8','fe80','']) for _ in range(random.randint(2,9)))
for it in range(700):
    a = rnd_addr()
    m = random.choice(MASKS)
    n = a + m if isinstance(a, str) else a
    strict = random.random() < 0.5
    cmp('addr %r' % (a,), lambda D: (lambda x: (x, str(x), int(x), x.version, x.exploded, x.compressed, x.reverse_pointer, x.packed, x.max_prefixlen, x.is_private, x.is_global, x.is_loopback, x.is_multicast, x.is_reserved, x.is_link_local, x.is_unspecified, getattr(x, 'is_site_local', None), getattr(x, 'ipv4_mapped', None), getattr(x, 'teredo', None), getattr(x, 'sixtofour', None), getattr(x, 'scope_id', None), format(x), format(x, 'b'), format(x, '#_x'), format(x, 'n'), format(x, '#X'), format(x, '>50s')))(D.ip_address(a)))
    cmp('net %r %s' % (n, strict), lambda D: (lambda x: (x, str(x), x.network_address, x.broadcast_address, x.netmask, x.hostmask, x.prefixlen, x.num_addresses, x.with_prefixlen, x.with_netmask, x.with_hostmask, x.exploded, x.compressed, x.is_private, x.is_global, x.is_loopback, x.is_multicast, x.is_reserved, x.is_link_local, x.is_unspecified, list(x.hosts())[:5] if x.num_addresses < 2**20 else None, x[0], x[-1], x.supernet(), list(x.subnets())[:4], x.reverse_pointer if x.version == 4 else 0))(D.ip_network(n, strict)))
    cmp('iface %r' % (n,), lambda D: (lambda x: (x, str(x), x.ip, x.network, x.netmask, x.hostmask, x.with_prefixlen, x.with_netmask, x.with_hostmask, x.exploded, x.is_private, x.is_loopback, x.is_unspecified, x + 1, x - 1))(D.ip_interface(n)))
# set operations
for it in range(120):
    v = random.choice([4, 6])
    base = '10.0.0.0' if v == 4 else '2001:db8::'
    top = 32 if v == 4 else 128
    p = random.randint(top - 12, top)
    def mk(D, k, q):
        cls = D.IPv4Network if v == 4 else D.IPv6Network
        return cls((int(D.ip_address(base)) + k, q), strict=False)
    ks = [(random.randint(0, 4096), random.randint(top - 12, top)) for _ in range(random.randint(0, 8))]
    cmp('collapse', lambda D: list(D.collapse_addresses([mk(D, k, q) for k, q in ks])))
    cmp('collapse_addrs', lambda D: list(D.collapse_addresses([D.ip_address(int(D.ip_address(base)) + k) for k, q in ks])))
    k1, q1 = random.randint(0, 4096), random.randint(top - 12, top)
    cmp('exclude', lambda D: list(mk(D, 0, top - 12).address_exclude(mk(D, k1, q1))))
    cmp('exclude2', lambda D: list(mk(D, k1, q1).address_exclude(mk(D, 0, top - 12))))
    cmp('summ', lambda D: list(D.summarize_address_range(D.ip_address(int(D.ip_address(base)) + k1), D.ip_address(int(D.ip_address(base)) + k1 + random.randint(-5, 5000)))))
    cmp('rel', lambda D: (lambda a, b: (a < b, a <= b, a == b, a > b, a >= b, a.overlaps(b), a.subnet_of(b), a.supernet_of(b), a.compare_networks(b), b in a, a.network_address in b, sorted([a, b]), list(a.subnets(new_prefix=min(top, q1+2)))[:3], a.supernet(new_prefix=max(0, q1 - 3))))(mk(D, k1, q1), mk(D, *ks[0]) if ks else mk(D, 0, top)))
    cmp('sub_err', lambda D: list(mk(D, k1, q1).subnets(prefixlen_diff=random.randint(-1, 3), new_prefix=random.choice([None, q1-1, q1+1]))))
    cmp('sup_err', lambda D: mk(D, k1, q1).supernet(prefixlen_diff=random.randint(-1, 40), new_prefix=random.choice([None, q1-1, q1+1])))
cmp('mixed', lambda D: D.ip_address('1.2.3.4') < D.ip_address('::1'))
cmp('mixed2', lambda D: D.ip_address('1.2.3.4') < D.ip_network('1.2.3.0/24'))
cmp('mixed3', lambda D: list(D.collapse_addresses([D.ip_address('1.2.3.4'), D.ip_address('::1')])))
cmp('mixed4', lambda D: list(D.summarize_address_range(D.ip_address('1.2.3.4'), D.ip_address('1.2.3.3'))))
cmp('mixed5', lambda D: list(D.summarize_address_range(D.ip_network('1.2.3.4'), D.ip_address('1.2.3.3'))))
cmp('mixed6', lambda D: sorted([D.ip_network('1.0.0.0/8'), D.ip_address('1.0.0.0'), D.ip_address('0.0.0.1')], key=D.get_mixed_type_key))
cmp('pack', lambda D: (D.v4_int_to_packed(5), D.v6_int_to_packed(5), D.v4_int_to_packed(-1)))
cmp('pack2', lambda D: D.v6_int_to_packed(2**128))
cmp('fmt', lambda D: format(D.ip_address('1.2.3.4'), 'q'))
cmp('hostsx', lambda D: (list(D.ip_network('fe80::1%eth0/128').hosts()), list(D.ip_network('1.2.3.4/31').hosts()), list(D.ip_network('::/127').hosts()), D.ip_network('fe80::1%eth0/128')))
cmp('scoped', lambda D: (D.ip_address('fe80::1%eth0') == D.ip_address('fe80::1'), D.ip_address('fe80::1%eth0').exploded))
cmp('arith', lambda D: D.ip_address('255.255.255.255') + 1)
cmp('arith2', lambda D: (D.ip_address('::') - 1))
cmp('arith3', lambda D: D.ip_address('1.2.3.4') + 1.5)
cmp('iface_eq', lambda D: (D.ip_interface('1.2.3.4/24') == D.ip_interface('1.2.3.4/25'), D.ip_interface('1.2.3.4/24') == D.ip_address('1.2.3.4'), D.ip_interface('1.2.3.4/24') < D.ip_interface('1.2.3.5/24'), D.ip_interface('1.2.3.4/24') < D.ip_interface('1.2.3.4/23'), D.ip_interface('1.2.3.4/24') > D.ip_interface('1.2.3.4/23')))
cmp('getitem', lambda D: D.ip_network('1.2.3.0/30')[4])
cmp('getitem2', lambda D: D.ip_network('1.2.3.0/30')[-5])
cmp('contains', lambda D: (D.ip_network('1.2.3.0/24') in D.ip_network('1.0.0.0/8'), D.ip_address('::1') in D.ip_network('1.0.0.0/8')))
cmp('excl_err', lambda D: list(D.ip_network('1.0.0.0/8').address_exclude(D.ip_address('1.0.0.1'))))
cmp('excl_err2', lambda D: list(D.ip_network('1.0.0.0/8').address_exclude(D.ip_network('::/0'))))
cmp('subnet_of', lambda D: D.ip_network('1.0.0.0/8').subnet_of(D.ip_address('1.0.0.0')))
cmp('cmpnet', lambda D: D.ip_network('1.0.0.0/8').compare_networks(D.ip_network('::/0')))
cmp('tuple', lambda D: (D.IPv4Network(('1.2.3.0', 24)), D.IPv4Network((16909056, '255.255.255.0')), D.IPv6Interface((1, 64)), D.IPv4Network(('1.2.3.0',))))
cmp('tuple2', lambda D: D.IPv4Network(('1.2.3.0', 24, 5)))
cmp('tuple3', lambda D: D.IPv4Network(('1.2.3.0', 33)))
cmp('tuple4', lambda D: D.IPv6Network(('::', -1)))
cmp('obj', lambda D: (D.IPv4Address(D.IPv4Address('1.2.3.4')), D.IPv4Network(D.IPv4Address('1.2.3.4')), D.ip_interface(D.ip_interface('::1/64'))))
cmp('none', lambda D: D.ip_address(None))
cmp('none2', lambda D: D.ip_network([]))
cmp('repr', lambda D: (repr(D.IPv4Interface('1.2.3.4/8')), repr(D.IPv6Interface('fe80::1%1/64')), str(D.IPv6Interface('fe80::1%1/64').network)))
cmp('attr', lambda D: setattr(D.IPv4Address('1.2.3.4'), 'x', 1))
