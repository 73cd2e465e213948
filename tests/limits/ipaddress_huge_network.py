# Iterating an IPv6 /64 (2**64 addresses) or listing its hosts is sandbox Python over a
# range: it ends at the operation limit (or the memory limit for list()), never hangs;
# num_addresses and indexing stay O(1).
# pyeval: --max-ops 2000000
# expect-stdout: 18446744073709551616 2001:db8::ffff:ffff:ffff:ffff
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 10
import ipaddress
net = ipaddress.ip_network('2001:db8::/64')
print(net.num_addresses, net[-1])
for host in net.hosts():
    pass
