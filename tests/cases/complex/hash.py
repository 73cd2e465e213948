print(hash(1+0j) == hash(1), hash(2.5+0j) == hash(2.5), hash(0j), hash(1j), hash(3-4j), hash(-1-1j), hash(complex(1e300, -1e300)))
print({1j, 1j, 2j, 1+0j, 1} == {1j, 2j, 1})
