import keyword
print(keyword.iskeyword('for'), keyword.iskeyword('foo'), len(keyword.kwlist), keyword.softkwlist)
