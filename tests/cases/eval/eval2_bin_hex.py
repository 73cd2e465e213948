print(bin(10), oct(8), hex(255), hex(-1), bin(0))
