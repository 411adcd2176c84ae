$v = comdat any
$v = comdat largest
