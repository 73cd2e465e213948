"""ipaddress for the sandbox: IPv4/IPv6 addresses, networks and interfaces, with
CPython 3.11's parsing rules, messages, text forms, properties and set operations.

Every object keeps its address as an int (`_ip`); a network keeps its network address
and netmask as address objects. The version-specific parts (parsing, formatting,
constants) live in the _BaseV4/_BaseV6 mixins.
"""

import functools

__version__ = '1.0'

IPV4LENGTH = 32
IPV6LENGTH = 128


class AddressValueError(ValueError):
    """A value error related to the address."""


class NetmaskValueError(ValueError):
    """A value error related to the netmask."""


def _first_of(kinds, value, args, what):
    # the first class of kinds that accepts value (address/netmask errors only)
    for kind in kinds:
        try:
            return kind(value, *args)
        except (AddressValueError, NetmaskValueError):
            continue
    raise ValueError(f'{value!r} does not appear to be an IPv4 or IPv6 {what}')


def ip_address(address):
    """An IPv4Address or IPv6Address (IPv4 first, so small ints are IPv4)."""
    return _first_of((IPv4Address, IPv6Address), address, (), 'address')


def ip_network(address, strict=True):
    """An IPv4Network or IPv6Network."""
    return _first_of((IPv4Network, IPv6Network), address, (strict,), 'network')


def ip_interface(address):
    """An IPv4Interface or IPv6Interface."""
    return _first_of((IPv4Interface, IPv6Interface), address, (), 'interface')


def _packed(address, size, version):
    try:
        return address.to_bytes(size, 'big')
    except OverflowError:
        raise ValueError('Address negative or too large for IPv%d' % version) from None


def v4_int_to_packed(address):
    """The 4 big-endian bytes of an IPv4 address given as an int."""
    return _packed(address, 4, 4)


def v6_int_to_packed(address):
    """The 16 big-endian bytes of an IPv6 address given as an int."""
    return _packed(address, 16, 6)


def _split_optional_netmask(address):
    pieces = str(address).split('/')
    if len(pieces) > 2:
        raise AddressValueError(f"Only one '/' permitted in {address!r}")
    return pieces


def _find_address_range(addresses):
    # runs of consecutive addresses in a sorted, duplicate-free list: (first, last)
    run = None
    for ip in addresses:
        if run is not None and ip._ip == run[1]._ip + 1:
            run[1] = ip
            continue
        if run is not None:
            yield run[0], run[1]
        run = [ip, ip]
    if run is not None:
        yield run[0], run[1]


def _count_righthand_zero_bits(number, bits):
    if not number:
        return bits
    return min(bits, (number & -number).bit_length() - 1)


def summarize_address_range(first, last):
    """The fewest networks that cover first..last (addresses of one version); a
    generator, so its errors come with the first item, as in CPython."""
    if not (isinstance(first, _BaseAddress) and isinstance(last, _BaseAddress)):
        raise TypeError('first and last must be IP addresses, not networks')
    if first.version != last.version:
        raise TypeError('%s and %s are not of the same version' % (first, last))
    if first > last:
        raise ValueError('last IP address must be greater than first')
    if first.version not in (4, 6):
        raise ValueError('unknown IP version')
    yield from _summarize(first, last)


def _summarize(first, last):
    net_class = IPv4Network if first.version == 4 else IPv6Network
    width = first._max_prefixlen
    lo = first._ip
    hi = last._ip
    while lo <= hi:
        # the largest aligned block at lo that does not pass hi
        size_bits = min(_count_righthand_zero_bits(lo, width),
                        (hi - lo + 1).bit_length() - 1)
        yield net_class((lo, width - size_bits))
        lo += 1 << size_bits
        if lo - 1 == net_class._ALL_ONES:
            break


def _collapse_addresses_internal(addresses):
    # merge sibling networks into their supernet until nothing merges, then drop
    # networks covered by an earlier one
    stack = list(addresses)
    halves = {}  # supernet -> the one half of it seen so far
    while stack:
        net = stack.pop()
        parent = net.supernet()
        twin = halves.pop(parent, None)
        if twin is None or twin == net:
            halves[parent] = net if twin is None else twin
        else:
            stack.append(parent)  # both halves: the supernet replaces them
    reach = None
    for net in sorted(halves.values()):
        end = net.broadcast_address
        if reach is None or end > reach:
            yield net
            reach = end


def _same_version(ip, seen):
    if seen and seen[-1]._version != ip._version:
        raise TypeError('%s and %s are not of the same version' % (ip, seen[-1]))


def collapse_addresses(addresses):
    """An iterator of the fewest networks covering the given addresses/networks."""
    singles = []
    nets = []
    for ip in addresses:
        if isinstance(ip, _BaseAddress):
            _same_version(ip, singles)
            singles.append(ip)
        elif ip._prefixlen == ip._max_prefixlen:
            _same_version(ip, singles)
            singles.append(ip.ip if hasattr(ip, 'ip') else ip.network_address)
        else:
            _same_version(ip, nets)
            nets.append(ip)
    blocks = []
    for first, last in _find_address_range(sorted(set(singles))):
        blocks.extend(_summarize(first, last))
    return _collapse_addresses_internal(blocks + nets)


def get_mixed_type_key(obj):
    """A sort key that orders networks and addresses together."""
    for kind, key in ((_BaseNetwork, '_get_networks_key'),
                      (_BaseAddress, '_get_address_key')):
        if isinstance(obj, kind):
            return getattr(obj, key)()
    return NotImplemented


class _IPAddressBase:
    """What addresses, interfaces and networks share."""

    __slots__ = ()

    @property
    def exploded(self):
        return self._explode_shorthand_ip_string()

    @property
    def compressed(self):
        return str(self)

    @property
    def reverse_pointer(self):
        return self._reverse_pointer()

    @property
    def version(self):
        raise NotImplementedError('%200s has no version specified' % (type(self),))

    def _check_int_address(self, address):
        if address < 0:
            raise AddressValueError('%d (< 0) is not permitted as an IPv%d address'
                                    % (address, self._version))
        if address > self._ALL_ONES:
            raise AddressValueError('%d (>= 2**%d) is not permitted as an IPv%d address'
                                    % (address, self._max_prefixlen, self._version))

    def _check_packed_address(self, address, expected_len):
        if len(address) != expected_len:
            raise AddressValueError(
                '%r (len %d != %d) is not permitted as an IPv%d address'
                % (address, len(address), expected_len, self._version))

    @classmethod
    def _ip_int_from_prefix(cls, prefixlen):
        return cls._ALL_ONES ^ (cls._ALL_ONES >> prefixlen)

    @classmethod
    def _prefix_from_ip_int(cls, ip_int):
        # a netmask's prefix length: ones then zeroes, nothing else
        zeroes = _count_righthand_zero_bits(ip_int, cls._max_prefixlen)
        ones = cls._max_prefixlen - zeroes
        if ip_int >> zeroes != (1 << ones) - 1:
            raise ValueError('Netmask pattern %r mixes zeroes & ones'
                             % ip_int.to_bytes(cls._max_prefixlen // 8, 'big'))
        return ones

    @classmethod
    def _report_invalid_netmask(cls, netmask_str):
        raise NetmaskValueError('%r is not a valid netmask' % netmask_str) from None

    @classmethod
    def _prefix_from_prefix_string(cls, prefixlen_str):
        if prefixlen_str.isascii() and prefixlen_str.isdigit():
            n = int(prefixlen_str)
            if n <= cls._max_prefixlen:
                return n
        cls._report_invalid_netmask(prefixlen_str)

    @classmethod
    def _prefix_from_ip_string(cls, ip_str):
        # a netmask (255.255.0.0) or a hostmask (0.0.255.255) in address form
        try:
            as_int = cls._ip_int_from_string(ip_str)
        except AddressValueError:
            cls._report_invalid_netmask(ip_str)
        for candidate in (as_int, as_int ^ cls._ALL_ONES):
            try:
                return cls._prefix_from_ip_int(candidate)
            except ValueError:
                pass
        cls._report_invalid_netmask(ip_str)

    @classmethod
    def _make_netmask(cls, arg):
        """(netmask address, prefix length) for a prefix length or its text."""
        if isinstance(arg, int):
            if arg < 0 or arg > cls._max_prefixlen:
                cls._report_invalid_netmask(arg)
            length = arg
        else:
            length = cls._prefix_from_text(arg)
        return cls._mask_class(cls._ip_int_from_prefix(length)), length

    @classmethod
    def _split_addr_prefix(cls, address):
        parts = address if isinstance(address, tuple) else (
            (address,) if isinstance(address, (bytes, int))
            else _split_optional_netmask(address))
        return parts if len(parts) > 1 else (parts[0], cls._max_prefixlen)

    def __reduce__(self):
        return self.__class__, (str(self),)


_address_fmt_re = None


def _int_format_spec(fmt):
    # [#][_](x|b|n|X): the integer forms of an address
    global _address_fmt_re
    if _address_fmt_re is None:
        import re
        _address_fmt_re = re.compile('(#?)(_?)([xbnX])')
    return _address_fmt_re.fullmatch(fmt)


@functools.total_ordering
class _BaseAddress(_IPAddressBase):
    """One address."""

    __slots__ = ()

    def __int__(self):
        return self._ip

    def __eq__(self, other):
        try:
            return self._ip == other._ip and self._version == other._version
        except AttributeError:
            return NotImplemented

    def __lt__(self, other):
        if isinstance(other, _BaseAddress):
            if self._version == other._version:
                return self._ip < other._ip
            raise TypeError('%s and %s are not of the same version' % (self, other))
        return NotImplemented

    def __add__(self, other):
        if isinstance(other, int):
            return self.__class__(int(self) + other)
        return NotImplemented

    def __sub__(self, other):
        if isinstance(other, int):
            return self.__class__(int(self) - other)
        return NotImplemented

    def __repr__(self):
        return '%s(%r)' % (type(self).__name__, str(self))

    def __str__(self):
        return str(self._string_from_ip_int(self._ip))

    def __hash__(self):
        return hash(hex(int(self._ip)))

    def _get_address_key(self):
        return self._version, self

    def __reduce__(self):
        return self.__class__, (self._ip,)

    def __format__(self, fmt):
        if not fmt or fmt[-1] == 's':
            return format(str(self), fmt)
        m = _int_format_spec(fmt)
        if m is None:
            return super().__format__(fmt)
        alt, group, base = m.groups()
        if base == 'n':
            base = 'x' if self._version == 6 else 'b'
        digits = self._max_prefixlen // (1 if base == 'b' else 4)
        # zero-padded to the full width, with room for '0x' and the separators
        width = digits + (2 if alt else 0) + (digits // 4 - 1 if group else 0)
        return format(int(self), '%s0%d%s%s' % (alt, width, group, base))


@functools.total_ordering
class _BaseNetwork(_IPAddressBase):
    """A network: an address with its prefix."""

    def __repr__(self):
        return '%s(%r)' % (type(self).__name__, str(self))

    def __str__(self):
        return '%s/%d' % (self.network_address, self.prefixlen)

    def _span(self):
        return int(self.network_address), int(self.broadcast_address)

    def hosts(self):
        """The usable hosts: all but the network and broadcast addresses."""
        lo, hi = self._span()
        for k in range(lo + 1, hi):
            yield self._address_class(k)

    def __iter__(self):
        lo, hi = self._span()
        for k in range(lo, hi + 1):
            yield self._address_class(k)

    def __getitem__(self, n):
        lo, hi = self._span()
        at = lo + n if n >= 0 else hi + n + 1
        if at > hi or at < lo:
            raise IndexError('address out of range')
        return self._address_class(at)

    def __lt__(self, other):
        if isinstance(other, _BaseNetwork):
            if self._version == other._version:
                return self._order_key() < other._order_key()
            raise TypeError('%s and %s are not of the same version' % (self, other))
        return NotImplemented

    def _order_key(self):
        return int(self.network_address), int(self.netmask)

    def __eq__(self, other):
        try:
            return (self._version == other._version
                    and self.network_address == other.network_address
                    and int(self.netmask) == int(other.netmask))
        except AttributeError:
            return NotImplemented

    def __hash__(self):
        return hash(int(self.network_address) ^ int(self.netmask))

    def __contains__(self, other):
        if self._version != other._version or isinstance(other, _BaseNetwork):
            return False
        return other._ip & self.netmask._ip == self.network_address._ip

    def overlaps(self, other):
        """True if either network holds an end of the other."""
        return (self.network_address in other or self.broadcast_address in other
                or other.network_address in self or other.broadcast_address in self)

    @property
    def broadcast_address(self):
        return self._address_class(int(self.network_address) | int(self.hostmask))

    @property
    def hostmask(self):
        return self._address_class(int(self.netmask) ^ self._ALL_ONES)

    @property
    def with_prefixlen(self):
        return '%s/%d' % (self.network_address, self._prefixlen)

    @property
    def with_netmask(self):
        return '%s/%s' % (self.network_address, self.netmask)

    @property
    def with_hostmask(self):
        return '%s/%s' % (self.network_address, self.hostmask)

    @property
    def num_addresses(self):
        lo, hi = self._span()
        return hi - lo + 1

    @property
    def prefixlen(self):
        return self._prefixlen

    def address_exclude(self, other):
        """The networks that cover self minus other (a subnet of self)."""
        if self._version != other._version:
            raise TypeError('%s and %s are not of the same version' % (self, other))
        if not isinstance(other, _BaseNetwork):
            raise TypeError('%s is not a network object' % other)
        if not other.subnet_of(self):
            raise ValueError('%s not contained in %s' % (other, self))
        if other == self:
            return
        # halve again and again: the half without other is part of the answer
        other = other.__class__('%s/%s' % (other.network_address, other.prefixlen))
        yield from _exclude_walk(self, other)

    def compare_networks(self, other):
        """-1, 0 or 1 by network address, then netmask."""
        if self._version != other._version:
            raise TypeError('%s and %s are not of the same type' % (self, other))
        mine = (self.network_address, self.netmask)
        theirs = (other.network_address, other.netmask)
        return (mine > theirs) - (mine < theirs)

    def _get_networks_key(self):
        return self._version, self.network_address, self.netmask

    def subnets(self, prefixlen_diff=1, new_prefix=None):
        """The subnets prefixlen_diff bits longer (or of length new_prefix)."""
        if self._prefixlen == self._max_prefixlen:
            yield self
            return
        diff = _prefix_change(self, prefixlen_diff, new_prefix, 'longer')
        if diff < 0:
            raise ValueError('prefix length diff must be > 0')
        longer = self._prefixlen + diff
        if longer > self._max_prefixlen:
            raise ValueError('prefix length diff %d is invalid for netblock %s'
                             % (longer, self))
        lo, hi = self._span()
        size = 1 << (self._max_prefixlen - longer)
        for start in range(lo, hi + 1, size):
            yield self.__class__((start, longer))

    def supernet(self, prefixlen_diff=1, new_prefix=None):
        """The network prefixlen_diff bits shorter (or of length new_prefix)."""
        if not self._prefixlen:
            return self
        diff = _prefix_change(self, prefixlen_diff, new_prefix, 'shorter')
        shorter = self.prefixlen - diff
        if shorter < 0:
            raise ValueError('current prefixlen is %d, cannot have a prefixlen_diff of %d'
                             % (self.prefixlen, diff))
        base = int(self.network_address) & (int(self.netmask) << diff)
        return self.__class__((base, shorter))

    @staticmethod
    def _is_subnet_of(a, b):
        # a within b; the version check comes before the networks' ends are read
        unable = f'Unable to test subnet containment between {a} and {b}'
        try:
            versions = a._version, b._version
        except AttributeError:
            raise TypeError(unable)
        if versions[0] != versions[1]:
            raise TypeError(f'{a} and {b} are not of the same version')
        try:
            ends_a = a.network_address, a.broadcast_address
            ends_b = b.network_address, b.broadcast_address
        except AttributeError:
            raise TypeError(unable)
        return ends_b[0] <= ends_a[0] and ends_b[1] >= ends_a[1]

    def subnet_of(self, other):
        """True if self lies within other."""
        return self._is_subnet_of(self, other)

    def supernet_of(self, other):
        """True if other lies within self."""
        return self._is_subnet_of(other, self)

    def _both_ends(self, prop):
        return (getattr(self.network_address, prop)
                and getattr(self.broadcast_address, prop))

    @property
    def is_multicast(self):
        return self._both_ends('is_multicast')

    @property
    def is_reserved(self):
        return self._both_ends('is_reserved')

    @property
    def is_link_local(self):
        return self._both_ends('is_link_local')

    @property
    def is_unspecified(self):
        return self._both_ends('is_unspecified')

    @property
    def is_loopback(self):
        return self._both_ends('is_loopback')

    @property
    def is_private(self):
        ends = (self.network_address, self.broadcast_address)
        inside = any(all(e in net for e in ends)
                     for net in self._constants._private_networks)
        return inside and not any(e in net for e in ends
                                  for net in self._constants._private_networks_exceptions)

    @property
    def is_global(self):
        return not self.is_private


def _exclude_walk(outer, inner):
    current = outer
    while True:
        low, high = current.subnets()
        if low == inner or high == inner:
            yield high if low == inner else low
            return
        if inner.subnet_of(low):
            keep, current = high, low
        elif inner.subnet_of(high):
            keep, current = low, high
        else:
            raise AssertionError('Error performing exclusion: s1: %s s2: %s other: %s'
                                 % (low, high, inner))
        yield keep


def _prefix_change(net, prefixlen_diff, new_prefix, way):
    # how many bits subnets() ('longer') or supernet() ('shorter') moves the prefix
    if new_prefix is None:
        return prefixlen_diff
    wrong = new_prefix < net._prefixlen if way == 'longer' else new_prefix > net._prefixlen
    if wrong:
        raise ValueError('new prefix must be ' + way)
    if prefixlen_diff != 1:
        raise ValueError('cannot set prefixlen_diff and new_prefix')
    return abs(new_prefix - net._prefixlen)


def _private(addr):
    # in a private range and in none of its exceptions
    consts = addr._constants
    return (any(addr in net for net in consts._private_networks)
            and not any(addr in net for net in consts._private_networks_exceptions))


def _address_input(obj, address, size):
    # (int, None) for an int or packed bytes (checked), else (None, its text)
    if not isinstance(address, (int, bytes)):
        text = str(address)
        if '/' in text:
            raise AddressValueError(f"Unexpected '/' in {address!r}")
        return None, text
    if isinstance(address, bytes):
        obj._check_packed_address(address, size)
        return int.from_bytes(address, 'big'), None
    obj._check_int_address(address)
    return address, None


def _v4_octet(text):
    if not text:
        raise ValueError('Empty octet not permitted')
    if not (text.isascii() and text.isdigit()):
        raise ValueError('Only decimal digits permitted in %r' % text)
    if len(text) > 3:
        raise ValueError('At most 3 characters permitted in %r' % text)
    if len(text) > 1 and text[0] == '0':
        raise ValueError('Leading zeros are not permitted in %r' % text)
    value = int(text)
    if value > 255:
        raise ValueError('Octet %d (> 255) not permitted' % value)
    return value


class _BaseV4:
    """IPv4 parsing and formatting."""

    __slots__ = ()
    _version = 4
    _ALL_ONES = (1 << IPV4LENGTH) - 1
    _max_prefixlen = IPV4LENGTH

    def _explode_shorthand_ip_string(self):
        return str(self)

    @classmethod
    def _prefix_from_text(cls, text):
        # a prefix length ("24"), else a netmask or hostmask ("255.255.255.0")
        try:
            return cls._prefix_from_prefix_string(text)
        except NetmaskValueError:
            return cls._prefix_from_ip_string(text)

    @classmethod
    def _ip_int_from_string(cls, ip_str):
        octets = ip_str.split('.') if ip_str else ()
        if len(octets) != 4:
            raise AddressValueError('Expected 4 octets in %r' % ip_str if ip_str
                                    else 'Address cannot be empty')
        value = 0
        for text in octets:
            try:
                value = value * 256 + _v4_octet(text)
            except ValueError as exc:
                raise AddressValueError('%s in %r' % (exc, ip_str)) from None
        return value

    @classmethod
    def _string_from_ip_int(cls, ip_int):
        return '%d.%d.%d.%d' % tuple(ip_int.to_bytes(4, 'big'))

    def _reverse_pointer(self):
        return '.'.join(reversed(str(self).split('.'))) + '.in-addr.arpa'

    @property
    def max_prefixlen(self):
        return self._max_prefixlen

    @property
    def version(self):
        return self._version


class IPv4Address(_BaseV4, _BaseAddress):
    """An IPv4 address."""

    __slots__ = ('_ip', '__weakref__')

    def __init__(self, address):
        value, text = _address_input(self, address, 4)
        self._ip = value if text is None else self._ip_int_from_string(text)

    @property
    def packed(self):
        return v4_int_to_packed(self._ip)

    @property
    def is_reserved(self):
        return self in self._constants._reserved_network

    @property
    def is_private(self):
        return _private(self)

    @property
    def is_global(self):
        return self not in self._constants._public_network and not self.is_private

    @property
    def is_multicast(self):
        return self in self._constants._multicast_network

    @property
    def is_unspecified(self):
        return self == self._constants._unspecified_address

    @property
    def is_loopback(self):
        return self in self._constants._loopback_network

    @property
    def is_link_local(self):
        return self in self._constants._linklocal_network


_NO_NETWORK = object()


_BaseV4._mask_class = IPv4Address


class _InterfaceMixin:
    """An address on a network: the address class's behaviour, plus the network."""

    def _set_network(self, address, network_class):
        addr, mask = self._split_addr_prefix(address)
        self._address_class_of_ip.__init__(self, addr)
        self.network = network_class((addr, mask), strict=False)
        self.netmask, self._prefixlen = self.network.netmask, self.network._prefixlen

    @property
    def hostmask(self):
        return self.network.hostmask

    def __eq__(self, other):
        same = self._address_class_of_ip.__eq__(self, other)
        if same is not True:
            return same
        theirs = getattr(other, 'network', _NO_NETWORK)
        return theirs is not _NO_NETWORK and self.network == theirs

    def __lt__(self, other):
        # by network first, then by address
        below = self._address_class_of_ip.__lt__(self, other)
        theirs = getattr(other, 'network', _NO_NETWORK)
        if below is NotImplemented or theirs is _NO_NETWORK:
            return NotImplemented if below is NotImplemented else False
        return below if self.network == theirs else self.network < theirs

    def __hash__(self):
        return hash((self._ip, self._prefixlen, int(self.network.network_address)))

    __reduce__ = _IPAddressBase.__reduce__

    @property
    def ip(self):
        return self._address_class_of_ip(self._ip)

    def _with(self, suffix):
        return '%s/%s' % (self._string_from_ip_int(self._ip), suffix)

    @property
    def with_prefixlen(self):
        return self._with(self._prefixlen)

    @property
    def with_netmask(self):
        return self._with(self.netmask)

    @property
    def with_hostmask(self):
        return self._with(self.hostmask)


class IPv4Interface(_InterfaceMixin, IPv4Address):
    """An IPv4 address with its network (192.0.2.5/24)."""

    _address_class_of_ip = IPv4Address

    def __init__(self, address):
        self._set_network(address, IPv4Network)

    def __str__(self):
        return '%s/%d' % (self._string_from_ip_int(self._ip), self._prefixlen)


class IPv4Network(_BaseV4, _BaseNetwork):
    """An IPv4 network (192.0.2.0/24)."""

    _address_class = IPv4Address

    def __init__(self, address, strict=True):
        addr, mask = self._split_addr_prefix(address)
        self.network_address = IPv4Address(addr)
        self.netmask, self._prefixlen = self._make_netmask(mask)
        _settle_network(self, addr, strict)

    @property
    def is_global(self):
        shared = self._constants._public_network
        return (not (self.network_address in shared and self.broadcast_address in shared)
                and not self.is_private)


def _settle_network(net, addr, strict):
    # host bits: an error when strict, else cleared; /31 and /32 (/127 and /128)
    # networks have every address as a host
    raw = int(net.network_address)
    masked = raw & int(net.netmask)
    if masked != raw:
        if strict:
            raise ValueError('%s has host bits set' % net)
        net.network_address = net._address_class(masked)
    if net._prefixlen == net._max_prefixlen - 1:
        net.hosts = net.__iter__
    elif net._prefixlen == net._max_prefixlen:
        net.hosts = lambda: [net._address_class(addr)]


class _IPv4Constants:
    _linklocal_network = IPv4Network('169.254.0.0/16')
    _loopback_network = IPv4Network('127.0.0.0/8')
    _multicast_network = IPv4Network('224.0.0.0/4')
    _public_network = IPv4Network('100.64.0.0/10')
    _private_networks = [IPv4Network(n) for n in (
        '0.0.0.0/8', '10.0.0.0/8', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12',
        '192.0.0.0/29', '192.0.0.170/31', '192.0.2.0/24', '192.168.0.0/16',
        '198.18.0.0/15', '198.51.100.0/24', '203.0.113.0/24', '240.0.0.0/4',
        '255.255.255.255/32')]
    # CPython 3.11.7 (the oracle) has no exceptions yet; later 3.11 releases carve
    # 192.0.0.9/32 and 192.0.0.10/32 out of 192.0.0.0/24
    _private_networks_exceptions = []
    _reserved_network = IPv4Network('240.0.0.0/4')
    _unspecified_address = IPv4Address('0.0.0.0')


IPv4Address._constants = _IPv4Constants
IPv4Network._constants = _IPv4Constants

_HEX = frozenset('0123456789ABCDEFabcdef')


def _v6_hextet(text):
    bad = None if _HEX.issuperset(text) else 'Only hex digits permitted in %r'
    if bad is None and len(text) > 4:
        bad = 'At most 4 characters permitted in %r'
    if bad is not None:
        raise ValueError(bad % text)
    return int(text, 16)


def _v6_parts(ip_str):
    # the colon-separated parts, an embedded IPv4 tail made two hextets
    parts = ip_str.split(':')
    if len(parts) < 3:
        raise AddressValueError('At least 3 parts expected in %r' % ip_str)
    if '.' in parts[-1]:
        try:
            v4 = IPv4Address(parts[-1])._ip
        except AddressValueError as exc:
            raise AddressValueError('%s in %r' % (exc, ip_str)) from None
        parts[-1:] = ['%x' % (v4 >> 16), '%x' % (v4 & 0xFFFF)]
    if len(parts) > 9:
        raise AddressValueError('At most 8 colons permitted in %r' % ip_str)
    return parts


def _v6_layout(parts, ip_str):
    # (hextets before '::', hextets after it, hextets it stands for)
    gaps = [k for k in range(1, len(parts) - 1) if not parts[k]]
    if len(gaps) > 1:
        raise AddressValueError("At most one '::' permitted in %r" % ip_str)
    leading = "Leading ':' only permitted as part of '::' in %r" % ip_str
    trailing = "Trailing ':' only permitted as part of '::' in %r" % ip_str
    if not gaps:
        if len(parts) != 8:
            raise AddressValueError("Exactly 8 parts expected without '::' in %r"
                                    % ip_str)
        if not parts[0]:
            raise AddressValueError(leading)
        if not parts[-1]:
            raise AddressValueError(trailing)
        return len(parts), 0, 0
    head = gaps[0]
    tail = len(parts) - head - 1
    if not parts[0]:
        head -= 1
        if head:
            raise AddressValueError(leading)
    if not parts[-1]:
        tail -= 1
        if tail:
            raise AddressValueError(trailing)
    if 8 - head - tail < 1:
        raise AddressValueError("Expected at most 7 other parts with '::' in %r" % ip_str)
    return head, tail, 8 - head - tail


def _compress_hextets(hextets):
    # the longest run (first of equal ones) of two or more '0' hextets becomes ''
    best_at, best_len = -1, 0
    run_at, run_len = -1, 0
    for k, h in enumerate(hextets):
        if h != '0':
            run_len = 0
            continue
        if run_len == 0:
            run_at = k
        run_len += 1
        if run_len > best_len:
            best_at, best_len = run_at, run_len
    if best_len < 2:
        return hextets
    out = hextets[:best_at] + [''] + hextets[best_at + best_len:]
    if best_at == 0:
        out.insert(0, '')
    if best_at + best_len == len(hextets):
        out.append('')
    return out


class _BaseV6:
    """IPv6 parsing and formatting."""

    __slots__ = ()
    _version = 6
    _ALL_ONES = (1 << IPV6LENGTH) - 1
    _HEXTET_COUNT = 8
    _HEX_DIGITS = _HEX
    _max_prefixlen = IPV6LENGTH

    @classmethod
    def _prefix_from_text(cls, text):
        return cls._prefix_from_prefix_string(text)

    @classmethod
    def _ip_int_from_string(cls, ip_str):
        if not ip_str:
            raise AddressValueError('Address cannot be empty')
        parts = _v6_parts(ip_str)
        head, tail, skipped = _v6_layout(parts, ip_str)
        # '::' stands for `skipped` zero hextets
        hextets = parts[:head] + ['0'] * skipped + parts[len(parts) - tail:]
        value = 0
        for text in hextets:
            try:
                value = (value << 16) | _v6_hextet(text)
            except ValueError as exc:
                raise AddressValueError('%s in %r' % (exc, ip_str)) from None
        return value

    @classmethod
    def _compress_hextets(cls, hextets):
        return _compress_hextets(hextets)

    @classmethod
    def _string_from_ip_int(cls, ip_int=None):
        value = int(cls._ip) if ip_int is None else ip_int
        if value > cls._ALL_ONES:
            raise ValueError('IPv6 address is too large')
        hextets = ['%x' % ((value >> shift) & 0xFFFF) for shift in range(112, -1, -16)]
        return ':'.join(_compress_hextets(hextets))

    def _explode_shorthand_ip_string(self):
        # the text form is parsed again, as CPython does (so a scoped address
        # cannot be exploded)
        text, suffix = self._explode_parts()
        digits = '%032x' % self._ip_int_from_string(text)
        return ':'.join(digits[k:k + 4] for k in range(0, 32, 4)) + suffix

    def _explode_parts(self):
        if isinstance(self, IPv6Network):
            return str(self.network_address), '/%d' % self._prefixlen
        if isinstance(self, IPv6Interface):
            return str(self.ip), '/%d' % self._prefixlen
        return str(self), ''

    def _reverse_pointer(self):
        nibbles = self.exploded[::-1].replace(':', '')
        return '.'.join(nibbles) + '.ip6.arpa'

    @staticmethod
    def _split_scope_id(ip_str):
        addr, sep, scope = ip_str.partition('%')
        if sep and (not scope or '%' in scope):
            raise AddressValueError('Invalid IPv6 address: "%r"' % ip_str)
        return addr, (scope if sep else None)

    @property
    def max_prefixlen(self):
        return self._max_prefixlen

    @property
    def version(self):
        return self._version


class IPv6Address(_BaseV6, _BaseAddress):
    """An IPv6 address, with an optional scope id (fe80::1%eth0)."""

    __slots__ = ('_ip', '_scope_id', '__weakref__')

    def __init__(self, address):
        value, text = _address_input(self, address, 16)
        self._scope_id = None
        if text is not None:
            text, self._scope_id = self._split_scope_id(text)
            value = self._ip_int_from_string(text)
        self._ip = value

    def __str__(self):
        text = super().__str__()
        return text + '%' + self._scope_id if self._scope_id else text

    def __hash__(self):
        return hash((self._ip, self._scope_id))

    def __eq__(self, other):
        same = super().__eq__(other)
        if same is True:
            return self._scope_id == getattr(other, '_scope_id', None)
        return same

    def __reduce__(self):
        return self.__class__, (str(self),)

    @property
    def scope_id(self):
        return self._scope_id

    @property
    def packed(self):
        return v6_int_to_packed(self._ip)

    @property
    def is_multicast(self):
        return self in self._constants._multicast_network

    @property
    def is_reserved(self):
        return any(self in net for net in self._constants._reserved_networks)

    @property
    def is_link_local(self):
        return self in self._constants._linklocal_network

    @property
    def is_site_local(self):
        return self in self._constants._sitelocal_network

    @property
    def is_private(self):
        mapped = self.ipv4_mapped
        if mapped is not None:
            return mapped.is_private
        return _private(self)

    @property
    def is_global(self):
        return not self.is_private

    @property
    def is_unspecified(self):
        return self._ip == 0

    @property
    def is_loopback(self):
        return self._ip == 1

    @property
    def ipv4_mapped(self):
        if self._ip >> 32 == 0xFFFF:
            return IPv4Address(self._ip & 0xFFFFFFFF)
        return None

    @property
    def teredo(self):
        if self._ip >> 96 != 0x20010000:
            return None
        return (IPv4Address((self._ip >> 64) & 0xFFFFFFFF),
                IPv4Address(~self._ip & 0xFFFFFFFF))

    @property
    def sixtofour(self):
        if self._ip >> 112 != 0x2002:
            return None
        return IPv4Address((self._ip >> 80) & 0xFFFFFFFF)


_BaseV6._mask_class = IPv6Address


class IPv6Interface(_InterfaceMixin, IPv6Address):
    """An IPv6 address with its network (2001:db8::5/64)."""

    _address_class_of_ip = IPv6Address

    def __init__(self, address):
        self._set_network(address, IPv6Network)

    def __str__(self):
        return '%s/%d' % (IPv6Address.__str__(self), self._prefixlen)

    @property
    def is_unspecified(self):
        return self._ip == 0 and self.network.is_unspecified

    @property
    def is_loopback(self):
        return self._ip == 1 and self.network.is_loopback


class IPv6Network(_BaseV6, _BaseNetwork):
    """An IPv6 network (2001:db8::/32)."""

    _address_class = IPv6Address

    def __init__(self, address, strict=True):
        addr, mask = self._split_addr_prefix(address)
        self.network_address = IPv6Address(addr)
        self.netmask, self._prefixlen = self._make_netmask(mask)
        _settle_network(self, addr, strict)

    def hosts(self):
        """Every address but the Subnet-Router anycast (the network address)."""
        lo, hi = self._span()
        for k in range(lo + 1, hi + 1):
            yield self._address_class(k)

    @property
    def is_site_local(self):
        return self._both_ends('is_site_local')


class _IPv6Constants:
    _linklocal_network = IPv6Network('fe80::/10')
    _multicast_network = IPv6Network('ff00::/8')
    _private_networks = [IPv6Network(n) for n in (
        '::1/128', '::/128', '::ffff:0:0/96', '100::/64', '2001::/23', '2001:2::/48',
        '2001:db8::/32', '2001:10::/28', 'fc00::/7', 'fe80::/10')]
    _private_networks_exceptions = []  # as in CPython 3.11.7
    _reserved_networks = [IPv6Network(n) for n in (
        '::/8', '100::/8', '200::/7', '400::/6', '800::/5', '1000::/4', '4000::/3',
        '6000::/3', '8000::/3', 'A000::/3', 'C000::/3', 'E000::/4', 'F000::/5',
        'F800::/6', 'FE00::/9')]
    _sitelocal_network = IPv6Network('fec0::/10')


IPv6Address._constants = _IPv6Constants
IPv6Network._constants = _IPv6Constants
