print('𐐀'.lower(), '𐐨'.upper(), '𐐀𐐨'.swapcase(), '𐐀'.isupper(), '𐐨'.islower(), len('𐐀'.lower()))
