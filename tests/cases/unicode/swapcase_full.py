print('ß'.swapcase(), 'ﬁ'.swapcase(), 'ΣΑΣ'.swapcase(), 'ǅ'.swapcase(), 'İ'.swapcase(), 'Ⓐⓑ'.swapcase())
